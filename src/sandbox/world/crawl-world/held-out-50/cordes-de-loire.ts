/**
 * Les Cordes de Loire: a chamber orchestra in Nantes, on WordPress (Astra with an e-mail encoder
 * plugin that writes every address as character references), in French with a short English
 * section. The administrative team as a definition list on "L'équipe" ("Directeur musical" over
 * the name and address) and as "Name — Title" lines on the English "Behind the scenes" page; the
 * press officer as a "Contact presse" label line beside the outside press agency; the publication
 * director as the legal notice's label line; the concertmaster only in the MusicGroup's JSON-LD,
 * as a member role. The old box-office address in a comment, the musicians' area (disallowed),
 * the retina logo and a script package are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'lescordesdeloire.test';
const ORIGIN = `http://${HOST}`;

/** The e-mail encoder plugin's mailto link: href and text as character references. */
const enc = (address: string): string => `<a href="${entities(`mailto:${address}`)}">${entities(address)}</a>`;

const MENU: Record<string, [string, string][]> = {
  fr: [
    ['/', 'Accueil'],
    ['/l-orchestre', 'L’orchestre'],
    ['/saison-2025-2026', 'Saison 2025-2026'],
    ['/equipe', 'L’équipe'],
    ['/presse', 'Presse'],
    ['/contact', 'Contact'],
    ['/en', 'English'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/behind-the-scenes', 'Behind the scenes'],
    ['/', 'Français'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Les Cordes de Loire',
  head: [
    '<meta name="generator" content="WordPress 6.7.2">',
    "<link rel='stylesheet' id='astra-theme-css-css' href='/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.8.10' media='all'>",
    "<link rel='stylesheet' id='swiper-css' href='https://cdn.jsdelivr.net/npm/swiper@11.0.5/swiper-bundle.min.css' media='all'>",
    "<link rel='https://api.w.org/' href='/wp-json/'>",
  ],
  header: (spec) => {
    const lang = spec.lang.startsWith('en') ? 'en' : 'fr';
    return (
      `<header id="masthead" class="site-header ast-primary-submenu-animation-fade header-main-layout-1" itemscope="itemscope" itemtype="https://schema.org/WPHeader"><div class="ast-container"><div class="site-branding">` +
      `<a href="${lang === 'en' ? '/en' : '/'}" class="custom-logo-link" rel="home"><img width="220" height="90" src="/wp-content/uploads/2023/09/logo-cordes-de-loire.png" srcset="/wp-content/uploads/2023/09/logo-cordes-de-loire.png 1x, /wp-content/uploads/2023/09/logo-cordes-de-loire@2x.png 2x" class="custom-logo" alt="Les Cordes de Loire"></a></div>` +
      `<nav class="main-header-bar-navigation" aria-label="Menu principal"><ul id="primary-menu" class="main-header-menu ast-nav-menu">${MENU[lang]!.map(([href, label], i) => `<li id="menu-item-${212 + i}" class="menu-item menu-item-type-post_type menu-item-object-page${href === spec.path ? ' current-menu-item' : ''}"><a href="${href}" class="menu-link">${esc(label)}</a></li>`).join('')}</ul></nav></div></header><div id="content" class="site-content"><div class="ast-container">`
    );
  },
  footer: (spec) => {
    const en = spec.lang.startsWith('en');
    return (
      `</div></div><footer class="site-footer" id="colophon"><div class="footer-widget-area"><section class="widget widget_text"><div class="textwidget">` +
      `<p>Les Cordes de Loire<br>${en ? 'Office' : 'Bureaux'} : 7 quai de la Fosse, 44000 Nantes<br>${tel('02 40 47 18 92')} · ${enc(`contact@${HOST}`)}</p></div></section></div>` +
      `<div class="ast-small-footer"><p>© 2025 Les Cordes de Loire · <a href="/mentions-legales">Mentions légales</a> · <a href="/espace-musiciens">Espace musiciens</a> · Licences PLATESV-R-2021-004518 / 004519</p></div></footer>` +
      `<script src="https://cdn.jsdelivr.net/npm/swiper@11.0.5/swiper-bundle.min.js" id="swiper-js"></script><script src="/wp-content/themes/astra/assets/js/minified/frontend.min.js?ver=4.8.10" id="astra-theme-js-js"></script>`
    );
  },
  privacyPath: { fr: '/mentions-legales', en: '/mentions-legales' },
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'fr-FR' });
const article = (html: string): string => `<article class="page type-page status-publish ast-article-single"><div class="entry-content clear" itemprop="text">${html}</div></article>`;

type Staff = { name: string; fr: string; en: string; local: string };
const STAFF: Staff[] = [
  { name: 'Étienne Laforgue', fr: 'Directeur musical', en: 'Music Director', local: 'e.laforgue' },
  { name: 'Claire Bonnaud', fr: 'Administratrice générale', en: 'General Manager', local: 'c.bonnaud' },
  { name: 'Antoine Nguyen', fr: 'Chargé de production et de diffusion', en: 'Production & Touring Manager', local: 'a.nguyen' },
  { name: 'Margaux Pelletier', fr: 'Chargée de communication et des relations presse', en: 'Communications & Press Officer', local: 'm.pelletier' },
  { name: 'Lucie Moreau', fr: 'Responsable de l’action culturelle et des publics', en: 'Education & Outreach Manager', local: 'l.moreau' },
  { name: 'Julien Riou', fr: 'Régisseur général', en: 'Stage Manager', local: 'j.riou' },
];

export function cordesDeLoire(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Orchestre de chambre à Nantes',
    alternates: { fr: '/', en: '/en' },
    main: article(
      `<h1>Les Cordes de Loire</h1><p>Dix-sept cordes, un clavecin et l’envie de jouer partout : dans les grandes salles comme dans les églises et les salles des fêtes des Pays de la Loire.</p>` +
        `<p>Prochain concert : <strong>Les Saisons de Vivaldi et Piazzolla</strong>, vendredi 14 novembre, Cité des Congrès de Nantes. <a href="/saison-2025-2026">Toute la saison</a></p>` +
        `<p>Une question ? ${enc(`contact@${HOST}`)}</p>` +
        `<!-- ancienne adresse billetterie, ne plus utiliser : resa@${HOST} -->`,
    ),
  });

  pages['/l-orchestre'] = page({
    path: '/l-orchestre',
    title: 'L’orchestre',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'MusicGroup',
        name: 'Les Cordes de Loire',
        url: `${ORIGIN}/`,
        genre: 'Musique classique',
        foundingDate: '2004',
        location: { '@type': 'Place', name: 'Nantes' },
        member: [
          {
            '@type': 'OrganizationRole',
            roleName: 'Direction musicale',
            member: { '@type': 'Person', name: 'Étienne Laforgue' },
          },
          {
            '@type': 'OrganizationRole',
            roleName: 'Violon solo',
            startDate: '2019',
            member: { '@type': 'Person', name: 'Nadia Ferrand', jobTitle: 'Violon solo', email: `mailto:n.ferrand@${HOST}` },
          },
        ],
      },
    ],
    main: article(
      `<h1>L’orchestre</h1><p>Fondé en 2004 par Étienne Laforgue, l’ensemble réunit dix-sept musiciens permanents autour de la violon solo Nadia Ferrand. Il joue sans chef pour le répertoire baroque et classique, sous la direction d’Étienne Laforgue pour les créations.</p>` +
        `<h2>Les musiciens</h2><p>Violons I : Nadia Ferrand (violon solo), Hugo Blanchet, Inès Carré, Paul Ogier, Mathilde Roux<br>Violons II : Yann Le Bihan, Sophie Daniel, Louise Perrot, Thibault Guérin<br>Altos : Jeanne Morvan, Karim Haddad, Élise Caillaud<br>Violoncelles : Pierre-Yves Hamon, Anaïs Brunet, Lucas Ferré<br>Contrebasse : Baptiste Roger<br>Clavecin : Agnès Dupuy</p>`,
    ),
  });

  pages['/saison-2025-2026'] = page({
    path: '/saison-2025-2026',
    title: 'Saison 2025-2026',
    main: article(`<h1>Saison 2025-2026</h1><ul><li>14 novembre – Les Saisons, Vivaldi / Piazzolla – Nantes</li><li>7 décembre – Noëls baroques – Clisson</li><li>25 janvier – Mozart, divertimenti – Saint-Nazaire</li><li>22 mars – Britten, Simple Symphony – Ancenis</li></ul><p>Billetterie : ${tel('02 40 47 18 90')}, du mardi au vendredi de 14 h à 18 h.</p>`),
  });

  pages['/equipe'] = page({
    path: '/equipe',
    title: 'L’équipe',
    main: article(
      `<h1>L’équipe</h1><p>L’orchestre est une association loi 1901. Une équipe de six personnes organise les concerts, les tournées et les actions culturelles.</p>` +
        `<dl class="equipe">${STAFF.map((s) => `<dt>${esc(s.fr)}</dt><dd>${esc(s.name)}<br>${enc(`${s.local}@${HOST}`)}</dd>`).join('')}</dl>`,
    ),
  });

  pages['/presse'] = page({
    path: '/presse',
    title: 'Presse',
    main: article(
      `<h1>Espace presse</h1><p>Dossier de presse 2025-2026 et photos haute définition sur demande.</p>` +
        `<p>Contact presse : Margaux Pelletier – Chargée de communication et des relations presse – ${tel('06 71 24 38 05')} – ${enc(`m.pelletier@${HOST}`)}</p>` +
        `<p>Pour la tournée nationale, les relations presse sont assurées par l’agence Sirène : Julie Marchand, julie.marchand@agence-sirene.test</p>`,
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: article(
      `<h1>Contact</h1><p>Les Cordes de Loire<br>7 quai de la Fosse<br>44000 Nantes</p><p>Administration : ${tel('02 40 47 18 92')}<br>${enc(`contact@${HOST}`)}</p>` +
        `<div class="wpcf7"><form action="/contact#wpcf7-f88-p41-o1" method="post" class="wpcf7-form"><p><label>Votre nom<br><input type="text" name="your-name"></label></p><p><label>Votre e-mail<br><input type="email" name="your-email"></label></p><p><label>Votre message<br><textarea name="your-message"></textarea></label></p><p><input type="submit" value="Envoyer"></p></form></div>`,
    ),
  });

  pages['/mentions-legales'] = page({
    path: '/mentions-legales',
    title: 'Mentions légales',
    main: article(
      `<h1>Mentions légales</h1><p>Éditeur : association Les Cordes de Loire, 7 quai de la Fosse, 44000 Nantes – SIRET 452 118 903 00027 – licences d’entrepreneur de spectacles PLATESV-R-2021-004518 et 004519.</p>` +
        `<p>Directeur de la publication : Bernard Lecomte, président de l’association, ${enc(`b.lecomte@${HOST}`)}</p>` +
        `<p>Hébergement : OVH SAS, 2 rue Kellermann, 59100 Roubaix.</p><h2>Données personnelles</h2><p>Les données du formulaire de contact ne servent qu’à vous répondre.</p>`,
    ),
  });

  pages['/espace-musiciens'] = page({
    path: '/espace-musiciens',
    title: 'Espace musiciens',
    main: article(`<h1>Espace musiciens</h1><p>Plannings de répétition, partitions et feuilles de route. Indisponibilités et remplacements : planning@${HOST}</p>`),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Chamber orchestra in Nantes',
    lang: 'en',
    alternates: { fr: '/', en: '/en' },
    main: article(`<h1>Les Cordes de Loire</h1><p>A seventeen-piece string orchestra with harpsichord, based in Nantes and touring the Loire valley and beyond. Promoters and festivals, meet the people who make the tours happen: <a href="/en/behind-the-scenes">Behind the scenes</a>.</p>`),
  });

  pages['/en/behind-the-scenes'] = page({
    path: '/en/behind-the-scenes',
    title: 'Behind the scenes',
    lang: 'en',
    main: article(`<h1>Behind the scenes</h1><p>Our office team speaks French and English.</p>${STAFF.map((s) => `<p><strong>${esc(s.name)}</strong> — ${esc(s.en)}<br>${enc(`${s.local}@${HOST}`)}</p>`).join('')}`),
  });

  const paths = ['/', '/l-orchestre', '/saison-2025-2026', '/equipe', '/presse', '/contact', '/mentions-legales', '/en', '/en/behind-the-scenes'];
  pages['/wp-sitemap-posts-page-1.xml'] = { body: urlset(HOST, paths, '2025-09-02'), contentType: 'application/xml; charset=utf-8' };

  const staffAddress = (s: Staff, extraPages: string[] = [], extraCases: ('label-line')[] = []) => ({
    address: `${s.local}@${HOST}`,
    name: s.name,
    title: s.fr,
    titleAlternatives: [s.en],
    pages: ['/equipe', '/en/behind-the-scenes', ...extraPages],
    cases: ['definition-list' as const, 'entities' as const, 'link-non-english' as const, 'link-english-unlisted' as const, ...extraCases],
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /espace-musiciens\n\nSitemap: ${ORIGIN}/wp-sitemap.xml\n`,
      pages: {
        ...pages,
        '/wp-sitemap.xml': { body: `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <sitemap><loc>${ORIGIN}/wp-sitemap-posts-page-1.xml</loc></sitemap>\n</sitemapindex>\n`, contentType: 'application/xml; charset=utf-8' },
      },
      headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.1.31', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-50',
      languages: ['fr', 'en'],
      addresses: [
        { address: `contact@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'entities'] },
        staffAddress(STAFF[0]!),
        staffAddress(STAFF[1]!),
        staffAddress(STAFF[2]!),
        staffAddress(STAFF[3]!, ['/presse'], ['label-line']),
        staffAddress(STAFF[4]!),
        staffAddress(STAFF[5]!),
        { address: `n.ferrand@${HOST}`, name: 'Nadia Ferrand', title: 'Violon solo', pages: ['/l-orchestre'], cases: ['json-ld-only', 'json-ld-nested', 'json-ld-person', 'json-ld-mailto', 'link-non-english'] },
        { address: `b.lecomte@${HOST}`, name: 'Bernard Lecomte', title: 'président de l’association', pages: ['/mentions-legales'], cases: ['label-line', 'entities', 'link-non-english'] },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/espace-musiciens'],
      nonAddresses: [
        { text: `resa@${HOST}`, kind: 'comment' },
        { text: `planning@${HOST}`, kind: 'disallowed' },
        { text: 'julie.marchand@agence-sirene.test', kind: 'other-company' },
        { text: 'logo-cordes-de-loire@2x.png', kind: 'retina' },
        { text: 'swiper@11.0.5', kind: 'package' },
      ],
    },
  };
}
