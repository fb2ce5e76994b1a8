/**
 * Meuse & Ourthe Traductions: a sworn-translation and interpreting agency in Liège, on WordPress
 * with Elementor, in Belgian French with a Dutch landing page reached only through the hreflang
 * alternates (the language switcher is a script). Team cards (one address written as character
 * references by an encoder plugin), the founder as a JSON-LD Person, the interpreting
 * coordinator in a sentence with "[at]", the Flemish project manager as "Titel: naam" on the
 * Dutch page, a new terminologist announced in a post listed only in the gzip news sitemap, the
 * scheme "prenom.nom@…" on the jobs page, and the usual traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, gzipXmlPage, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'meuse-ourthe-traductions.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Accueil'],
  ['/services', 'Services'],
  ['/traductions-jurees', 'Traductions jurées'],
  ['/notre-equipe', 'Notre équipe'],
  ['/rejoindre-l-equipe', "Rejoindre l'équipe"],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Meuse & Ourthe Traductions',
  head: [
    '<meta name="generator" content="WordPress 6.4.3">',
    '<meta name="generator" content="Elementor 3.18.3; features: e_dom_optimization, e_optimized_assets_loading; settings: css_print_method-external">',
    `<link rel="stylesheet" id="elementor-frontend-css" href="${ORIGIN}/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.18.3" media="all">`,
    '<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/swiper@8.4.5/swiper-bundle.min.css">',
    `<link rel="icon" href="${ORIGIN}/wp-content/uploads/2023/02/cropped-favicon-32x32.png" sizes="32x32">`,
  ],
  header: (p) =>
    `<header class="elementor elementor-location-header" data-elementor-type="header"><div class="elementor-container">` +
    `<a href="/" class="custom-logo-link"><img src="${ORIGIN}/wp-content/uploads/2023/02/logo-mot.png" srcset="${ORIGIN}/wp-content/uploads/2023/02/logo-mot@2x.png 2x" alt="Meuse &amp; Ourthe Traductions" width="180" height="48"></a>` +
    `<nav class="elementor-nav-menu--main" aria-label="Menu"><ul id="menu-principal" class="elementor-nav-menu">${MENU.map(([h, l]) => `<li class="menu-item${h === p.path ? ' current-menu-item' : ''}"><a href="${h}" class="elementor-item">${esc(l)}</a></li>`).join('')}</ul></nav>` +
    `<div class="lang-switch" data-langs="fr,nl"><button type="button" data-lang="fr">FR</button><button type="button" data-lang="nl">NL</button></div></div></header>`,
  footer: (p) =>
    `<footer class="elementor elementor-location-footer" data-elementor-type="footer"><div class="elementor-container"><div class="elementor-widget-text-editor">` +
    (p.lang === 'nl'
      ? `<p>Meuse &amp; Ourthe Traductions SRL · Quai de Rome 27 · 4000 Luik · ${tel('+32 4 223 18 60')}</p>`
      : `<p>Meuse &amp; Ourthe Traductions SRL · Quai de Rome 27 · 4000 Liège · ${tel('+32 4 223 18 60')} · ${mailto(`info@${HOST}`)}</p><p>TVA BE 0712.448.930 · <a href="/mentions-legales">Mentions légales</a> · <a href="/politique-de-confidentialite">Politique de confidentialité</a> · <a href="/espace-client/">Espace client</a></p>`) +
    `<!-- ancienne antenne de Namur, fermée en 2021 : namur@${HOST} --></div></div></footer>`,
  privacyPath: { fr: '/politique-de-confidentialite', nl: '/politique-de-confidentialite' },
  bodyEnd: [
    `<script src="${ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>`,
    `<script src="${ORIGIN}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.18.3" id="elementor-frontend-js"></script>`,
    `<script>document.querySelectorAll('.lang-switch [data-lang]').forEach(function(b){b.addEventListener('click',function(){location.href=b.getAttribute('data-lang')==='nl'?'/nl':'/';});});</script>`,
  ],
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const section = (html: string): string =>
  `<div data-elementor-type="wp-page" class="elementor"><section class="elementor-section elementor-top-section"><div class="elementor-container elementor-column-gap-default"><div class="elementor-column elementor-col-100"><div class="elementor-widget-wrap elementor-element-populated">${html}</div></div></div></section></div>`;

type Member = { name: string; title: string; local: string; encoded?: boolean; photo: string };
const TEAM: Member[] = [
  { name: 'Anne-Sophie Delvaux', title: 'Gérante – traductrice jurée FR/NL/EN', local: 'anne-sophie.delvaux', photo: 'asd' },
  { name: 'Maxime Lejeune', title: 'Chef de projet', local: 'maxime.lejeune', encoded: true, photo: 'ml' },
  { name: 'Griet Claeys', title: 'Traductrice-réviseure NL', local: 'griet.claeys', photo: 'gc' },
  { name: 'Jean-Marc Hubert', title: 'Traducteur technique EN › FR', local: 'jean-marc.hubert', photo: 'jmh' },
  { name: 'Laurence Dethier', title: 'Responsable qualité (ISO 17100)', local: 'laurence.dethier', photo: 'ld' },
];

const card = (m: Member): string =>
  `<div class="elementor-widget elementor-widget-image-box team-card"><div class="elementor-image-box-wrapper"><figure class="elementor-image-box-img"><img src="${ORIGIN}/wp-content/uploads/2023/03/equipe-${m.photo}-300x300.jpg" alt="${esc(m.name)}" loading="lazy"></figure>` +
  `<div class="elementor-image-box-content"><h3 class="elementor-image-box-title">${esc(m.name)}</h3><p class="elementor-image-box-description">${esc(m.title)}<br>` +
  (m.encoded ? `<a href="${entities(`mailto:${m.local}@${HOST}`)}">${entities(`${m.local}@${HOST}`)}</a>` : mailto(`${m.local}@${HOST}`)) +
  `</p></div></div></div>`;

export function meuseOurtheTraductions(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const ALT_HOME = { 'fr-BE': '/', 'nl-BE': '/nl', 'x-default': '/' };

  pages['/'] = page({
    path: '/',
    title: 'Traduction et interprétation à Liège',
    lang: 'fr-BE',
    alternates: ALT_HOME,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ProfessionalService',
        name: 'Meuse & Ourthe Traductions',
        url: `${ORIGIN}/`,
        telephone: '+32 4 223 18 60',
        email: `info@${HOST}`,
        address: { '@type': 'PostalAddress', streetAddress: 'Quai de Rome 27', postalCode: '4000', addressLocality: 'Liège', addressCountry: 'BE' },
        founder: { '@type': 'Person', name: 'Anne-Sophie Delvaux', jobTitle: 'Gérante', email: `anne-sophie.delvaux@${HOST}` },
      },
    ],
    main: section(
      `<h1 class="elementor-heading-title">Vos documents traduits, certifiés et livrés à temps</h1><p>Depuis 2009, notre équipe traduit actes notariés, diplômes, contrats et manuels techniques entre le français, le néerlandais, l'allemand et l'anglais. Traductions jurées acceptées par les tribunaux et les administrations belges.</p>` +
        `<p><a class="elementor-button" href="/contact">Demander un devis gratuit</a></p><p>Nouveau : découvrez <a href="/notre-equipe">notre équipe</a> et nos <a href="/services">services d'interprétation</a>.</p>`,
    ),
  });

  pages['/nl'] = page({
    path: '/nl',
    title: 'Vertalingen en tolken in Luik',
    lang: 'nl-BE',
    alternates: ALT_HOME,
    main: section(
      `<h1>Beëdigde vertalingen vanuit Luik, voor heel België</h1><p>Wij vertalen akten, diploma's, contracten en technische handleidingen tussen Frans, Nederlands, Duits en Engels.</p>` +
        `<p><strong>Projectmanager Nederlandstalige klanten:</strong> Pieter Wouters – ${mailto(`pieter.wouters@${HOST}`)} – ${tel('+32 4 223 18 64')}</p><p>Algemene vragen: ${mailto(`info@${HOST}`)}</p>`,
    ),
  });

  pages['/services'] = page({
    path: '/services',
    title: 'Services',
    lang: 'fr-BE',
    main: section(
      `<h2>Traduction</h2><p>Juridique, technique, médicale, marketing. Relecture par un second linguiste systématique.</p><h2>Interprétation</h2>` +
        `<p>Interprétation consécutive et simultanée pour vos conseils d'entreprise, audiences et conférences. Pour toute demande, écrivez à Karim Benali, notre coordinateur interprétation, à l'adresse karim.benali [at] meuse-ourthe-traductions [dot] test ; il vous répond sous 24 heures.</p>` +
        `<p>Pour les langues rares, nous travaillons avec le collectif Interprètes Liège (contact@interpretes-liege.test).</p>`,
    ),
  });

  pages['/traductions-jurees'] = page({
    path: '/traductions-jurees',
    title: 'Traductions jurées',
    lang: 'fr-BE',
    main: section(
      `<h1>Traductions jurées et légalisations</h1><p>Nos traducteurs jurés prêtent serment auprès du tribunal de première instance de Liège. Comptez 3 à 5 jours ouvrables, légalisation par le SPF Justice comprise.</p>` +
        `<p>Envoyez vos documents scannés à ${mailto(`devis@${HOST}`)} : vous recevez un devis le jour même.</p>`,
    ),
  });

  pages['/notre-equipe'] = page({
    path: '/notre-equipe',
    title: 'Notre équipe',
    lang: 'fr-BE',
    main: section(`<h1>Notre équipe</h1><p>Sept linguistes salariés et un réseau de quarante indépendants.</p><div class="elementor-grid team-grid">${TEAM.map(card).join('')}</div>`),
  });

  pages['/rejoindre-l-equipe'] = page({
    path: '/rejoindre-l-equipe',
    title: "Rejoindre l'équipe",
    lang: 'fr-BE',
    main: section(
      `<h1>Rejoindre l'équipe</h1><p>Nous recherchons régulièrement des traducteurs indépendants (allemand, italien, polonais). Envoyez CV et tarifs à ${mailto(`recrutement@${HOST}`)}.</p>` +
        `<p>Une fois votre collaboration lancée, vous recevrez une adresse professionnelle sur le modèle prenom.nom@meuse-ourthe-traductions.test pour échanger avec nos chefs de projet.</p>` +
        `<form class="elementor-form" method="post"><label for="form-field-email">E-mail</label><input type="email" id="form-field-email" name="form_fields[email]" placeholder="votre.nom@exemple.be"><button type="submit">Envoyer</button></form>`,
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    lang: 'fr-BE',
    main: section(
      `<h1>Contact</h1><p>Quai de Rome 27, 4000 Liège · du lundi au vendredi, 9h–17h30</p><ul><li>Demandes de devis : ${mailto(`devis@${HOST}`)}</li><li>Questions générales : ${mailto(`info@${HOST}`)}</li></ul>` +
        `<p>Clients néerlandophones : <a href="/nl">Nederlandstalige pagina</a>.</p>`,
    ),
  });

  pages['/mentions-legales'] = page({
    path: '/mentions-legales',
    title: 'Mentions légales',
    lang: 'fr-BE',
    main: section(
      `<h1>Mentions légales</h1><p>Éditeur : Meuse &amp; Ourthe Traductions SRL, Quai de Rome 27, 4000 Liège · BCE 0712.448.930</p>` +
        `<p>Responsable de la publication : Anne-Sophie Delvaux, gérante, ${mailto(`anne-sophie.delvaux@${HOST}`)}</p><p>Hébergement : HostCo SA, Rue de l'Hôpital 31, 1000 Bruxelles</p>`,
    ),
  });

  pages['/politique-de-confidentialite'] = page({ path: '/politique-de-confidentialite', title: 'Politique de confidentialité', lang: 'fr-BE', main: section(`<h1>Politique de confidentialité</h1><p>Vos documents sont conservés 12 mois puis détruits. Pour exercer vos droits, écrivez-nous via la page <a href="/contact">contact</a>.</p>`) });

  pages['/espace-client'] = page({ path: '/espace-client', title: 'Espace client', lang: 'fr-BE', main: section(`<h1>Espace client</h1><p>Connexion réservée. Problème d'accès : ${mailto(`extranet@${HOST}`)}</p>`) });

  pages['/2025/02/bienvenue-clara-mertens'] = page({
    path: '/2025/02/bienvenue-clara-mertens',
    title: 'Bienvenue à Clara Mertens',
    lang: 'fr-BE',
    main: section(
      `<article class="post type-post"><h1 class="entry-title">Bienvenue à Clara Mertens</h1><time datetime="2025-02-10">10 février 2025</time>` +
        `<p>Diplômée de l'ULiège, Clara Mertens rejoint l'agence comme terminologue. Elle construira nos glossaires clients ; vous pouvez lui soumettre vos listes de termes à ${mailto(`clara.mertens@${HOST}`)}.</p></article>`,
    ),
  });

  const NEWS = ['/2025/02/bienvenue-clara-mertens'];
  pages['/page-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/services', '/traductions-jurees', '/notre-equipe', '/rejoindre-l-equipe', '/contact', '/mentions-legales', '/nl']));
  pages['/actualites-sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, NEWS));

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /espace-client\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/page-sitemap.xml', '/actualites-sitemap.xml.gz']),
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.1.27', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-23',
      languages: ['fr', 'nl'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/contact', '/nl'], cases: ['role', 'plain'] },
        { address: `devis@${HOST}`, name: null, title: null, pages: ['/traductions-jurees', '/contact'], cases: ['role', 'plain', 'link-non-english'] },
        { address: `recrutement@${HOST}`, name: null, title: null, pages: ['/rejoindre-l-equipe'], cases: ['role', 'plain', 'link-non-english'] },
        {
          address: `anne-sophie.delvaux@${HOST}`,
          name: 'Anne-Sophie Delvaux',
          title: 'Gérante – traductrice jurée FR/NL/EN',
          titleAlternatives: ['Gérante', 'gérante'],
          pages: ['/notre-equipe', '/', '/mentions-legales'],
          cases: ['card', 'plain', 'json-ld-person', 'label-line', 'link-non-english'],
        },
        { address: `maxime.lejeune@${HOST}`, name: 'Maxime Lejeune', title: 'Chef de projet', pages: ['/notre-equipe'], cases: ['card', 'entities', 'link-non-english'] },
        { address: `griet.claeys@${HOST}`, name: 'Griet Claeys', title: 'Traductrice-réviseure NL', pages: ['/notre-equipe'], cases: ['card', 'plain', 'link-non-english'] },
        { address: `jean-marc.hubert@${HOST}`, name: 'Jean-Marc Hubert', title: 'Traducteur technique EN › FR', titleAlternatives: ['Traducteur technique'], pages: ['/notre-equipe'], cases: ['card', 'plain', 'link-non-english'] },
        { address: `laurence.dethier@${HOST}`, name: 'Laurence Dethier', title: 'Responsable qualité (ISO 17100)', titleAlternatives: ['Responsable qualité'], pages: ['/notre-equipe'], cases: ['card', 'plain', 'link-non-english'] },
        { address: `karim.benali@${HOST}`, name: 'Karim Benali', title: 'coordinateur interprétation', pages: ['/services'], cases: ['prose', 'obfuscated'] },
        { address: `pieter.wouters@${HOST}`, name: 'Pieter Wouters', title: 'Projectmanager Nederlandstalige klanten', titleAlternatives: ['Projectmanager'], pages: ['/nl'], cases: ['hreflang', 'title-name-line', 'plain'] },
        { address: `clara.mertens@${HOST}`, name: 'Clara Mertens', title: 'terminologue', pages: ['/2025/02/bienvenue-clara-mertens'], cases: ['sitemap-gzip', 'prose', 'plain'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/rejoindre-l-equipe', text: 'prenom.nom@meuse-ourthe-traductions.test' },
      disallowed: ['/espace-client'],
      nonAddresses: [
        { text: 'prenom.nom@meuse-ourthe-traductions.test', kind: 'scheme' },
        { text: `namur@${HOST}`, kind: 'comment' },
        { text: `extranet@${HOST}`, kind: 'disallowed' },
        { text: 'logo-mot@2x.png', kind: 'retina' },
        { text: 'swiper@8.4.5', kind: 'package' },
        { text: 'votre.nom@exemple.be', kind: 'placeholder' },
        { text: 'contact@interpretes-liege.test', kind: 'other-company' },
      ],
    },
  };
}
