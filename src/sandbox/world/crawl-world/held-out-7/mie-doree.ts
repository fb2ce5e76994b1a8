/**
 * Boulangerie Mie Dorée: a small bakery chain in Québec City, Canadian French with an English
 * home and a wholesale page under it. A Ghost-like site: the branch managers as product cards,
 * the buyers and head baker on "Titre : Nom" lines, the media relations contact on a label
 * line, the catering address written by a "protect e-mail" document.write snippet with
 * variables, and a franchisees' area robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'miedoree.test';
const ORIGIN = `http://${HOST}`;
const CONTENT = '/content/images/2025/04';

const MENU = {
  fr: [
    ['/', 'Accueil'],
    ['/nos-boulangeries/', 'Nos boulangeries'],
    ['/equipe/', 'L’équipe'],
    ['/commandes-d-entreprise/', 'Commandes d’entreprise'],
    ['/salle-de-presse/', 'Salle de presse'],
    ['/nous-joindre/', 'Nous joindre'],
    ['/en/', 'English'],
  ],
  en: [
    ['/en/', 'Home'],
    ['/en/wholesale/', 'Wholesale'],
    ['/', 'Français'],
  ],
} as const;

const theme: Theme = {
  host: HOST,
  siteName: 'Boulangerie Mie Dorée',
  head: [
    '<meta name="generator" content="Ghost 5.105">',
    '<link rel="stylesheet" type="text/css" href="/assets/built/screen.css?v=3f9a2c71d0">',
    `<script defer src="https://cdn.jsdelivr.net/ghost/portal@~2.46/umd/portal.min.js" data-i18n="true" data-ghost="${ORIGIN}/" data-key="9a8b7c6d5e4f3a2b1c0d9e8f7a" data-api="${ORIGIN}/ghost/api/content/" crossorigin="anonymous"></script>`,
  ],
  header: (page) =>
    `<header id="gh-head" class="gh-head outer"><div class="gh-head-inner inner"><div class="gh-head-brand"><a class="gh-head-logo" href="${page.lang === 'en' ? '/en/' : '/'}"><img src="${CONTENT}/logo-mie-doree.png" alt="Boulangerie Mie Dorée"></a></div>\n` +
    `<nav class="gh-head-menu"><ul class="nav">${MENU[page.lang === 'en' ? 'en' : 'fr'].map(([href, label]) => `<li class="nav-${label.toLowerCase().replace(/[^a-z]+/g, '-')}"><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav></div></header>`,
  footer: (page) =>
    `<footer class="site-footer outer"><div class="inner"><section class="copyright">Boulangerie Mie Dorée inc. · 1045, 3e Avenue, Québec (Québec) G1L 2X4</section>` +
    (page.lang === 'en' ? '' : `<nav class="site-footer-nav"><a href="/confidentialite/">Confidentialité</a> <a href="/espace-franchises/">Espace franchisés</a></nav>`) +
    `<div>Propulsé par <a href="https://ghost.org/" target="_blank" rel="noopener">Ghost</a></div></div></footer>`,
  privacyPath: { fr: '/confidentialite/', en: '/confidentialite/' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const post = (html: string) => `<article class="article post"><section class="gh-content gh-canvas">${html}</section></article>`;

const BRANCHES: [string, string, string, string, string][] = [
  ['Limoilou', '1045, 3e Avenue', 'Julie Tremblay', 'gérante', 'jtremblay@miedoree.test'],
  ['Saint-Roch', '412, rue Saint-Joseph Est', 'Olivier Côté', 'gérant', 'ocote@miedoree.test'],
  ['Sillery', '1370, avenue Maguire', 'Nadia Bélanger', 'gérante et pâtissière', 'nbelanger@miedoree.test'],
];

const TRAITEUR_SNIPPET =
  `<script type="text/javascript">\n` +
  `  var user = 'traiteur';\n` +
  `  var site = 'miedoree';\n` +
  `  var ext = 'test';\n` +
  `  document.write('<a href="mailto:' + user + '@' + site + '.' + ext + '">' + user + '@' + site + '.' + ext + '</a>');\n` +
  `</script>`;

export function mieDoree(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Pains au levain et viennoiseries',
    lang: 'fr-CA',
    alternates: { 'fr-CA': '/', en: '/en/' },
    main: post(`<h1>Du levain, du beurre et du temps</h1><p>Trois boulangeries de quartier à Québec. Farines biologiques moulues sur pierre, pains cuits sur sole, croissants au beurre du Québec.</p><p>Questions générales : ${mailto('bonjour@miedoree.test')}</p>`),
  });

  pages['/nos-boulangeries'] = page({
    path: '/nos-boulangeries',
    title: 'Nos boulangeries',
    lang: 'fr-CA',
    main: post(
      `<h2>Nos boulangeries</h2>\n` +
        BRANCHES.map(
          ([branch, street, name, role, address]) =>
            `<div class="kg-card kg-product-card"><div class="kg-product-card-container"><img src="${CONTENT}/succursale-${branch.toLowerCase()}.jpg" class="kg-product-card-image" alt=""><div class="kg-product-card-title-container"><h4 class="kg-product-card-title">${esc(branch)}</h4></div>` +
            `<div class="kg-product-card-description"><p>${esc(street)}, Québec</p><p>${esc(name)}, ${esc(role)}</p><p>${mailto(address)}</p></div></div></div>`,
        ).join('\n'),
    ),
  });

  pages['/equipe'] = page({
    path: '/equipe',
    title: 'L’équipe',
    lang: 'fr-CA',
    main: post(
      `<h2>L’équipe</h2><p>Une quarantaine de boulangers, pâtissiers et vendeurs travaillent chez Mie Dorée. Au bureau de Limoilou :</p>\n` +
        `<p>Fondatrice et présidente : Geneviève Lavoie — ${mailto('glavoie@miedoree.test')}</p>\n` +
        `<p>Responsable des achats : Marc-André Gagnon — ${mailto('mgagnon@miedoree.test')}</p>\n` +
        `<p>Chef boulanger et formateur : Yannick Pelletier — ${mailto('ypelletier@miedoree.test')}</p>`,
    ),
  });

  pages['/commandes-d-entreprise'] = page({
    path: '/commandes-d-entreprise',
    title: 'Commandes d’entreprise',
    lang: 'fr-CA',
    main: post(`<h2>Commandes d’entreprise et traiteur</h2><p>Plateaux de viennoiseries, boîtes à lunch et pains pour vos réunions, livrés avant 8 h. Commandez 48 h à l’avance : ${TRAITEUR_SNIPPET}</p><p>Nos farines viennent des Moulins de la Chaudière (${mailto('ventes@moulins-chaudiere.test')}).</p>`),
  });

  pages['/salle-de-presse'] = page({
    path: '/salle-de-presse',
    title: 'Salle de presse',
    lang: 'fr-CA',
    main: post(`<h2>Salle de presse</h2><p>Mie Dorée ouvre une quatrième boulangerie à Lévis au printemps 2026.</p><p>Relations médias : Camille Roy, conseillère en communication, 418 555-0142, ${mailto('croy@miedoree.test')}</p>`),
  });

  pages['/nous-joindre'] = page({
    path: '/nous-joindre',
    title: 'Nous joindre',
    lang: 'fr-CA',
    main: post(
      `<h2>Nous joindre</h2><p>Bureau administratif : 1045, 3e Avenue, Québec (Québec) G1L 2X4 — 418 555-0100</p><p>Courriel : ${mailto('bonjour@miedoree.test')}</p>` +
        `<form data-members-form="subscribe"><input data-members-email type="email" placeholder="vous@exemple.ca" required><button class="button" type="submit">S’abonner à l’infolettre</button></form>`,
    ),
  });

  pages['/confidentialite'] = page({
    path: '/confidentialite',
    title: 'Confidentialité',
    lang: 'fr-CA',
    main: post(`<h2>Politique de confidentialité</h2><p>Conformément à la Loi 25, notre responsable de la protection des renseignements personnels est Geneviève Lavoie, présidente. Pour toute demande : ${mailto('bonjour@miedoree.test')}.</p>`),
  });

  pages['/espace-franchises'] = page({
    path: '/espace-franchises',
    title: 'Espace franchisés',
    lang: 'fr-CA',
    main: post(`<h2>Espace franchisés</h2><p>Fiches techniques et calendrier de production. Accès : ${mailto('franchises@miedoree.test')}</p>`),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Sourdough and pastries in Québec City',
    lang: 'en',
    alternates: { 'fr-CA': '/', en: '/en/' },
    main: post(`<h1>Sourdough, butter and time</h1><p>Three neighbourhood bakeries in Québec City. Cafés and grocers: see <a href="/en/wholesale/">Wholesale</a>.</p>`),
  });

  pages['/en/wholesale'] = page({
    path: '/en/wholesale',
    title: 'Wholesale',
    lang: 'en',
    main: post(`<h2>Wholesale</h2><p>Daily bread delivery to cafés, restaurants and grocers between Lévis and Beauport.</p><p>Kevin Bouchard, Wholesale Account Manager – ${mailto('kbouchard@miedoree.test')}, 418 555-0117</p>`),
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nSitemap: ${ORIGIN}/sitemap.xml\nDisallow: /ghost/\nDisallow: /email/\nDisallow: /members/api/comments/counts/\nDisallow: /r/\nDisallow: /webmentions/receive/\nDisallow: /espace-franchises\n`,
      sitemapXml: urlset(HOST, ['/', '/nos-boulangeries/', '/equipe/', '/commandes-d-entreprise/', '/salle-de-presse/', '/nous-joindre/', '/confidentialite/'], '2025-04-22'),
      pages,
      headers: { Server: 'openresty', 'X-Powered-By': 'Express' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-7',
      languages: ['fr', 'en'],
      addresses: [
        { address: 'jtremblay@miedoree.test', name: 'Julie Tremblay', title: 'gérante', pages: ['/nos-boulangeries'], cases: ['card', 'name-title-line', 'plain', 'link-non-english'] },
        { address: 'ocote@miedoree.test', name: 'Olivier Côté', title: 'gérant', pages: ['/nos-boulangeries'], cases: ['card', 'name-title-line', 'plain', 'link-non-english'] },
        { address: 'nbelanger@miedoree.test', name: 'Nadia Bélanger', title: 'gérante et pâtissière', titleAlternatives: ['gérante'], pages: ['/nos-boulangeries'], cases: ['card', 'name-title-line', 'plain', 'link-non-english'] },
        { address: 'glavoie@miedoree.test', name: 'Geneviève Lavoie', title: 'Fondatrice et présidente', titleAlternatives: ['présidente'], pages: ['/equipe'], cases: ['title-name-line', 'plain', 'link-non-english'] },
        { address: 'mgagnon@miedoree.test', name: 'Marc-André Gagnon', title: 'Responsable des achats', pages: ['/equipe'], cases: ['title-name-line', 'plain', 'link-non-english'] },
        { address: 'ypelletier@miedoree.test', name: 'Yannick Pelletier', title: 'Chef boulanger et formateur', titleAlternatives: ['Chef boulanger'], pages: ['/equipe'], cases: ['title-name-line', 'plain', 'link-non-english'] },
        { address: 'croy@miedoree.test', name: 'Camille Roy', title: 'conseillère en communication', titleAlternatives: ['Relations médias'], pages: ['/salle-de-presse'], cases: ['label-line', 'plain', 'link-non-english'] },
        { address: 'kbouchard@miedoree.test', name: 'Kevin Bouchard', title: 'Wholesale Account Manager', pages: ['/en/wholesale'], cases: ['deep-page', 'link-english-unlisted', 'name-title-line', 'plain'] },
        { address: 'bonjour@miedoree.test', name: null, title: null, pages: ['/', '/nous-joindre', '/confidentialite'], cases: ['role', 'plain'] },
        {
          address: 'traiteur@miedoree.test',
          name: null,
          title: null,
          pages: ['/commandes-d-entreprise'],
          encoded: { kind: 'script', text: TRAITEUR_SNIPPET },
          cases: ['script-protect', 'role', 'link-non-english'],
        },
      ],
      pattern: '{f}{last}',
      disallowed: ['/espace-franchises'],
      nonAddresses: [
        { text: 'franchises@miedoree.test', kind: 'disallowed' },
        { text: 'vous@exemple.ca', kind: 'placeholder' },
        { text: 'ventes@moulins-chaudiere.test', kind: 'other-company' },
        { text: 'portal@~2.46', kind: 'package' },
      ],
    },
  };
}
