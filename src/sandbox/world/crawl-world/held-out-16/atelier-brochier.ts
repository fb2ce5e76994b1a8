/**
 * Atelier Brochier: a bookbinding and print shop in Lyon (Presqu'île), French, on Squarespace.
 * Initial-and-family-name addresses. The binders and printers in a definition list on the
 * workshop page, the quotes manager in a sentence whose address an inline script puts together,
 * the offset printer only in the JSON-LD (a department's employee), the shop's and the general
 * mailboxes; an old trainee address left in an HTML comment, the bookbinding school's address,
 * the professionals' area disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'atelier-brochier.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/atelier', "L'atelier"],
  ['/reliure', 'Reliure'],
  ['/impression', 'Impression'],
  ['/devis', 'Demande de devis'],
  ['/journal', 'Journal'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Atelier Brochier',
  head: [
    '<!-- This is Squarespace. --><!-- atelier-brochier -->',
    '<link rel="stylesheet" type="text/css" href="https://static1.squarespace.test/static/versioned-site-css/63f1a2b4c5d6e7f8/12/5c5a519771c10ba3470d8101/63f1a2b4c5d6e7f9/1521/site.css">',
    '<script>Static.SQUARESPACE_CONTEXT = {"website":{"id":"63f1a2b4c5d6e7f8","identifier":"atelier-brochier","siteTitle":"Atelier Brochier"}};</script>',
  ],
  header: () =>
    `<header data-test="header" id="header" class="header theme-col--primary"><div class="header-inner container--fluid"><div class="header-title-logo"><a href="/" data-animation-role="header-element"><img src="https://images.squarespace-cdn.test/content/v1/63f1a2b4/logo-brochier.png?format=1500w" alt="Atelier Brochier"></a></div>` +
    `<nav class="header-nav-list">${MENU.map(([h, l]) => `<div class="header-nav-item header-nav-item--collection"><a href="${h}" data-animation-role="header-element">${esc(l)}</a></div>`).join('')}</nav></div></header>`,
  footer: () =>
    `<footer class="sections" id="footer-sections" data-footer-sections><section class="page-section"><div class="content-wrapper"><div class="sqs-block html-block"><div class="sqs-block-content">` +
    `<p>Atelier Brochier – 23 rue Mercière, 69002 Lyon – ${tel('04 78 42 17 63')}<br>Du mardi au samedi, 10h–13h / 14h–19h</p>` +
    `<p><a href="/mentions-legales">Mentions légales</a> · <a href="/espace-pro">Espace professionnels</a> · <a href="https://www.instagram.test/atelierbrochier">Instagram</a></p>` +
    `</div></div></div></section></footer>`,
  privacyPath: { fr: '/mentions-legales' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

function block(inner: string): string {
  return `<section class="page-section" data-section-theme="white"><div class="content-wrapper"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12"><div class="row sqs-row"><div class="col sqs-col-12 span-12"><div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content"><div class="sqs-html-content">${inner}</div></div></div></div></div></div></div></div></section>`;
}

const SCRIPT_GAUTHIER = `var u = 'agauthier', d = 'atelier-brochier', t = 'test'; var adr = u + '@' + d + '.' + t; var el = document.getElementById('mail-devis'); el.innerHTML = '<a href="mailto:' + adr + '">' + adr + '</a>';`;

export function atelierBrochier(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Reliure, dorure et impression à Lyon',
    lang: 'fr',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'LocalBusiness',
        name: 'Atelier Brochier',
        url: `${ORIGIN}/`,
        email: 'contact@atelier-brochier.test',
        address: { '@type': 'PostalAddress', streetAddress: '23 rue Mercière', postalCode: '69002', addressLocality: 'Lyon', addressCountry: 'FR' },
        department: [
          {
            '@type': 'LocalBusiness',
            name: 'Atelier Brochier – Impression',
            employee: [{ '@type': 'Person', name: 'Hugo Lacroix', jobTitle: 'Conducteur offset', email: 'hlacroix@atelier-brochier.test' }],
          },
        ],
      },
    ],
    main:
      block(`<h1>Reliure d'art, restauration et impression depuis 1987</h1><p>Au cœur de la Presqu'île, l'atelier relie thèses, livres d'or, registres et éditions de bibliophilie, restaure les livres anciens et imprime en typographie, en offset et en numérique.</p>`) +
      block(`<p><a class="sqs-block-button-element" href="/devis">Demander un devis</a></p>`),
  });

  pages['/atelier'] = page({
    path: '/atelier',
    title: "L'atelier",
    lang: 'fr',
    main:
      block(
        `<h1>L'atelier et son équipe</h1><p>Fondé par Marcel Brochier en 1987, l'atelier est repris en 2015 par son fils. Six personnes y travaillent entre l'établi de reliure, la presse Heidelberg et les machines numériques.</p>`,
      ) +
      block(
        `<h2>Reliure et dorure</h2><dl class="equipe">` +
          `<dt>Clément Brochier</dt><dd>Maître relieur, gérant</dd><dd>${mailto('cbrochier@atelier-brochier.test')}</dd>` +
          `<dt>Isabelle Vaillant</dt><dd>Doreuse sur cuir et restauratrice</dd><dd>${mailto('ivaillant@atelier-brochier.test')}</dd>` +
          `<dt>Juliette Perrin</dt><dd>Apprentie relieuse (CAP Arts de la reliure, en alternance)</dd><dd>${mailto('jperrin@atelier-brochier.test')}</dd>` +
          `</dl>` +
          `<h2>Impression</h2><dl class="equipe">` +
          `<dt>Mehdi Benali</dt><dd>Imprimeur typographe</dd><dd>${mailto('mbenali@atelier-brochier.test')}</dd>` +
          `<dt>Paul Rey</dt><dd>Massicotier-façonnier</dd><dd>${mailto('prey@atelier-brochier.test')}</dd>` +
          `</dl>` +
          `<!-- stage été 2023, à retirer : stage@atelier-brochier.test -->`,
      ),
  });

  pages['/reliure'] = page({
    path: '/reliure',
    title: 'Reliure',
    lang: 'fr',
    main: block(
      `<h1>Reliure</h1><ul><li>Thèses et mémoires : reliure toile en 48 h, à partir de 28 €</li><li>Livres d'or et albums sur mesure</li><li>Reliure d'art plein cuir, demi-cuir, dorure à la feuille</li><li>Restauration de livres anciens</li></ul>` +
        `<p>Nous formons aussi des amateurs : les stages d'initiation sont organisés avec l'École des métiers du livre de Lyon (inscriptions : ${mailto('inscriptions@metiers-du-livre-lyon.test')}).</p>`,
    ),
  });

  pages['/impression'] = page({
    path: '/impression',
    title: 'Impression',
    lang: 'fr',
    main: block(`<h1>Impression</h1><p>Faire-part et cartes de visite en typographie sur Heidelberg à platine, petites éditions en offset, impression numérique de mémoires et de catalogues. Papiers Arches, Rives, Munken.</p>`),
  });

  pages['/devis'] = page({
    path: '/devis',
    title: 'Demande de devis',
    lang: 'fr',
    main: block(
      `<h1>Demande de devis</h1><p>Pour un devis d'impression ou de reliure en série, contactez Anne-Sophie Gauthier, responsable devis et fabrication : <span id="mail-devis">[adresse masquée]</span>.</p>` +
        `<script>${SCRIPT_GAUTHIER}</script>` +
        `<p>Merci de préciser le format, le nombre d'exemplaires, le papier souhaité et la date de livraison.</p>`,
    ),
  });

  pages['/journal'] = page({
    path: '/journal',
    title: 'Journal',
    lang: 'fr',
    main:
      `<section class="page-section"><div class="blog-basic-grid collection-content-wrapper">` +
      `<article class="blog-basic-grid--container entry blog-item"><h1 class="blog-title"><a href="/journal/fete-de-la-reliure-2024">Journées européennes des métiers d'art 2024</a></h1><time class="blog-date">2 avr. 2024</time></article>` +
      `</div></section>`,
  });

  pages['/journal/fete-de-la-reliure-2024'] = page({
    path: '/journal/fete-de-la-reliure-2024',
    title: "Journées européennes des métiers d'art 2024",
    lang: 'fr',
    main: block(`<h1>Journées européennes des métiers d'art 2024</h1><p>Les 6 et 7 avril, l'atelier ouvre ses portes : démonstrations de couture sur nerfs, de dorure au fer et d'impression au plomb. Entrée libre.</p><p>— Clément</p>`),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    lang: 'fr',
    main:
      block(`<h1>Nous trouver</h1><p>23 rue Mercière, 69002 Lyon (métro Cordeliers)<br>${tel('04 78 42 17 63')}<br>${mailto('contact@atelier-brochier.test')}</p>`) +
      block(`<h2>Boutique en ligne</h2><p>Carnets, papiers marbrés et coffrets : pour une commande ou un retrait à l'atelier, écrivez à ${mailto('boutique@atelier-brochier.test')}.</p>`),
  });

  pages['/mentions-legales'] = page({
    path: '/mentions-legales',
    title: 'Mentions légales',
    lang: 'fr',
    main: block(`<h1>Mentions légales</h1><p>Atelier Brochier SARL au capital de 8 000 €, RCS Lyon 432 987 654, 23 rue Mercière, 69002 Lyon. Directeur de la publication : Clément Brochier. Hébergement : Squarespace Ireland Ltd, Dublin.</p>`),
  });

  pages['/espace-pro'] = page({
    path: '/espace-pro',
    title: 'Espace professionnels',
    lang: 'fr',
    main: block(`<h1>Espace professionnels</h1><p>Tarifs éditeurs et bibliothèques. Demande d'accès : ${mailto('pro@atelier-brochier.test')}</p>`),
  });

  const dl = (address: string, name: string, title: string) => ({ address, name, title, pages: ['/atelier'], cases: ['definition-list', 'plain', 'link-non-english'] as CrawlWorldSite['truth']['addresses'][number]['cases'] });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /config\nDisallow: /search\nDisallow: /espace-pro\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      pages,
      headers: { Server: 'Squarespace' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-16',
      languages: ['fr'],
      addresses: [
        { address: 'contact@atelier-brochier.test', name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        { address: 'boutique@atelier-brochier.test', name: null, title: null, pages: ['/contact'], cases: ['role', 'plain'] },
        dl('cbrochier@atelier-brochier.test', 'Clément Brochier', 'Maître relieur, gérant'),
        dl('ivaillant@atelier-brochier.test', 'Isabelle Vaillant', 'Doreuse sur cuir et restauratrice'),
        dl('jperrin@atelier-brochier.test', 'Juliette Perrin', 'Apprentie relieuse (CAP Arts de la reliure, en alternance)'),
        dl('mbenali@atelier-brochier.test', 'Mehdi Benali', 'Imprimeur typographe'),
        dl('prey@atelier-brochier.test', 'Paul Rey', 'Massicotier-façonnier'),
        {
          address: 'agauthier@atelier-brochier.test',
          name: 'Anne-Sophie Gauthier',
          title: 'responsable devis et fabrication',
          pages: ['/devis'],
          encoded: { kind: 'script', text: SCRIPT_GAUTHIER },
          cases: ['prose', 'script-concat', 'link-non-english'],
        },
        {
          address: 'hlacroix@atelier-brochier.test',
          name: 'Hugo Lacroix',
          title: 'Conducteur offset',
          pages: ['/'],
          cases: ['json-ld-person', 'json-ld-nested', 'json-ld-only'],
        },
      ],
      pattern: '{f}{last}',
      disallowed: ['/espace-pro'],
      nonAddresses: [
        { text: 'pro@atelier-brochier.test', kind: 'disallowed' },
        { text: 'stage@atelier-brochier.test', kind: 'comment' },
        { text: 'inscriptions@metiers-du-livre-lyon.test', kind: 'other-company' },
      ],
    },
  };
}
