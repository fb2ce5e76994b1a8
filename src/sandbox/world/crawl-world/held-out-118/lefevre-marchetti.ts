/**
 * Lefèvre Marchetti Avocats: a business law firm of eight in Lyon's 2nd arrondissement, on
 * WordPress with Elementor, Yoast and WPML, in French with an English section reached through the
 * hreflang alternates only. The "Email Address Encoder" plugin writes every mailto link as
 * character references. The lawyers as Elementor image boxes headed "Me …"; the New York
 * foreign legal consultant only on the English "Our lawyers" page (LL.M.); the legal assistant as
 * "Title : Name" on the contact page; the head of administration as the data protection label
 * line of the legal notice; a labour lawyer in a news article's sentence. The firm's address is a
 * mailto in Yoast's JSON-LD. The web agency's address, the form's placeholder and the client
 * extranet (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'lefevre-marchetti-avocats.test';
const ORIGIN = `http://${HOST}`;

/** A mailto link as the Email Address Encoder plugin rewrites it. */
const enc = (local: string): string => `<a href="${entities(`mailto:${local}@${HOST}`)}">${entities(`${local}@${HOST}`)}</a>`;

const MENU: Record<'fr' | 'en', [string, string][]> = {
  fr: [
    ['/', 'Accueil'],
    ['/le-cabinet', 'Le cabinet'],
    ['/expertises', 'Expertises'],
    ['/equipe', 'Équipe'],
    ['/actualites', 'Actualités'],
    ['/contact', 'Contact'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/our-lawyers', 'Our lawyers'],
    ['/en/contact', 'Get in touch'],
  ],
};

let elSeq = 0;
const elId = (): string => (0x3c1a7f + elSeq++ * 4099).toString(16).slice(-7);
const widget = (type: string, html: string): string => {
  const id = elId();
  return `<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-${type}" data-id="${id}" data-element_type="widget" data-widget_type="${type}.default"><div class="elementor-widget-container">${html}</div></div>`;
};
const container = (html: string, extra = ''): string => {
  const id = elId();
  return `<div class="elementor-element elementor-element-${id} e-flex e-con-boxed e-con e-parent${extra}" data-id="${id}" data-element_type="container"><div class="e-con-inner">${html}</div></div>`;
};
const heading = (text: string, tag = 'h2'): string => widget('heading', `<${tag} class="elementor-heading-title elementor-size-default">${esc(text)}</${tag}>`);
const text = (html: string): string => widget('text-editor', html);

const theme: Theme = {
  host: HOST,
  siteName: 'Lefèvre Marchetti Avocats',
  head: [
    '<meta name="generator" content="WordPress 6.7.2">',
    '<meta name="generator" content="WPML ver:4.7.1 stt:1,4;">',
    '<meta name="generator" content="Elementor 3.27.6; features: e_font_icon_svg, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">',
    `<link rel="stylesheet" id="hello-elementor-css" href="${ORIGIN}/wp-content/themes/hello-elementor/style.min.css?ver=3.3.0" media="all">`,
    `<link rel="stylesheet" id="elementor-frontend-css" href="${ORIGIN}/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.27.6" media="all">`,
    `<link rel="stylesheet" id="elementor-post-7-css" href="${ORIGIN}/wp-content/uploads/elementor/css/post-7.css?ver=1741602211" media="all">`,
    `<link rel="https://api.w.org/" href="${ORIGIN}/wp-json/">`,
  ],
  header: (spec) => {
    const lang = spec.lang.startsWith('en') ? 'en' : 'fr';
    return (
      `<a class="skip-link screen-reader-text" href="#content">${lang === 'en' ? 'Skip to content' : 'Aller au contenu'}</a>` +
      `<div data-elementor-type="header" data-elementor-id="112" class="elementor elementor-112 elementor-location-header" data-elementor-post-type="elementor_library">` +
      container(
        widget('theme-site-logo', `<a href="${ORIGIN}${lang === 'en' ? '/en' : '/'}"><img width="260" height="64" src="${ORIGIN}/wp-content/uploads/2023/09/logo-lefevre-marchetti.svg" class="attachment-full size-full" alt="Lefèvre Marchetti Avocats"></a>`) +
          widget(
            'nav-menu',
            `<nav aria-label="Menu" class="elementor-nav-menu--main elementor-nav-menu__container elementor-nav-menu--layout-horizontal e--pointer-underline e--animation-fade"><ul id="menu-1-${lang}" class="elementor-nav-menu">${MENU[lang]
              .map(([href, label]) => `<li class="menu-item menu-item-type-post_type menu-item-object-page"><a href="${ORIGIN}${href === '/' ? '/' : `${href}/`}" class="elementor-item">${esc(label)}</a></li>`)
              .join('')}</ul></nav>`,
          ),
      ) +
      `</div>`
    );
  },
  footer: (spec) => {
    const en = spec.lang.startsWith('en');
    return (
      `<div data-elementor-type="footer" data-elementor-id="118" class="elementor elementor-118 elementor-location-footer" data-elementor-post-type="elementor_library">` +
      container(
        text(
          `<p>Lefèvre Marchetti Avocats · 14 quai Saint-Antoine · 69002 Lyon<br>${tel('04 78 42 17 60')} · Toque 1284 – Barreau de Lyon</p>` +
            `<p><a href="${ORIGIN}/mentions-legales/">${en ? 'Legal notice' : 'Mentions légales'}</a> · <a href="${ORIGIN}/politique-de-confidentialite/">${en ? 'Privacy' : 'Confidentialité'}</a> · <a href="${ORIGIN}/espace-client/">${en ? 'Client extranet' : 'Espace client'}</a></p>`,
        ),
      ) +
      `</div>`
    );
  },
  privacyPath: { fr: `${ORIGIN}/politique-de-confidentialite/`, en: `${ORIGIN}/politique-de-confidentialite/` },
  bodyEnd: [
    `<script src="${ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>`,
    `<script src="${ORIGIN}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.27.6" id="elementor-frontend-js"></script>`,
  ],
};

const ORG = {
  '@type': 'LegalService',
  '@id': `${ORIGIN}/#organization`,
  name: 'Lefèvre Marchetti Avocats',
  url: `${ORIGIN}/`,
  email: `mailto:contact@${HOST}`,
  telephone: '+33 4 78 42 17 60',
  address: { '@type': 'PostalAddress', streetAddress: '14 quai Saint-Antoine', postalCode: '69002', addressLocality: 'Lyon', addressCountry: 'FR' },
  logo: { '@type': 'ImageObject', url: `${ORIGIN}/wp-content/uploads/2023/09/logo-lefevre-marchetti.png` },
};
const yoast = (path: string, name: string, lang: string): unknown => ({
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebPage', '@id': `${ORIGIN}${path}`, url: `${ORIGIN}${path}`, name, isPartOf: { '@id': `${ORIGIN}/#website` }, inLanguage: lang },
    { '@type': 'WebSite', '@id': `${ORIGIN}/#website`, url: `${ORIGIN}/`, name: 'Lefèvre Marchetti Avocats', publisher: { '@id': `${ORIGIN}/#organization` }, inLanguage: lang },
    ORG,
  ],
});

const page = (spec: PageSpec, withLd = true): SandboxPage =>
  renderPage(theme, {
    ...spec,
    jsonLd: withLd ? [yoast(spec.path, spec.title, spec.lang)] : spec.jsonLd,
    main: `<div data-elementor-type="wp-page" data-elementor-id="${(200 + elSeq).toString()}" class="elementor elementor-${(200 + elSeq).toString()}" data-elementor-post-type="page">${spec.main}</div>`,
  });

type Lawyer = { heading: string; name: string; fr: string; en?: string; field: string; local: string; photo: string };
const LAWYERS: Lawyer[] = [
  { heading: 'Me Claire Lefèvre', name: 'Claire Lefèvre', fr: 'Avocate associée fondatrice', en: 'Founding Partner', field: 'Droit des sociétés, fusions-acquisitions', local: 'c.lefevre', photo: 'claire-lefevre' },
  { heading: 'Me Antoine Marchetti', name: 'Antoine Marchetti', fr: 'Avocat associé', en: 'Partner', field: 'Contentieux commercial, baux commerciaux', local: 'a.marchetti', photo: 'antoine-marchetti' },
  { heading: 'Me Hélène Rousseau', name: 'Hélène Rousseau', fr: 'Avocate collaboratrice', field: 'Droit des contrats, distribution', local: 'h.rousseau', photo: 'helene-rousseau' },
  { heading: 'Me Julien Perrin', name: 'Julien Perrin', fr: 'Avocat collaborateur', field: 'Droit social, relations collectives', local: 'j.perrin', photo: 'julien-perrin' },
  { heading: 'Sophie Garnier', name: 'Sophie Garnier', fr: 'Juriste', field: 'Secrétariat juridique des sociétés', local: 's.garnier', photo: 'sophie-garnier' },
];

const imageBox = (heading: string, lines: string[], photo: string, alt: string): string =>
  widget(
    'image-box',
    `<div class="elementor-image-box-wrapper"><figure class="elementor-image-box-img"><img decoding="async" width="400" height="480" src="${ORIGIN}/wp-content/uploads/2024/01/${photo}-400x480.jpg" class="attachment-medium_large size-medium_large wp-image-5${photo.length}1" alt="${esc(alt)}"></figure>` +
      `<div class="elementor-image-box-content"><h3 class="elementor-image-box-title">${esc(heading)}</h3><p class="elementor-image-box-description">${lines.join('<br>')}</p></div></div>`,
  );

const POST = '/actualites/rupture-conventionnelle-ce-qui-change-en-2025';

export function lefevreMarchetti(): CrawlWorldSite {
  elSeq = 0;
  const pages: Record<string, SandboxPage> = {};
  const alt = (fr: string, en: string): Record<string, string> => ({ fr, en, 'x-default': fr });

  pages['/'] = page({
    path: '/',
    title: 'Avocats en droit des affaires à Lyon',
    lang: 'fr-FR',
    alternates: alt('/', '/en'),
    main: container(
      heading('Avocats en droit des affaires à Lyon', 'h1') +
        text(
          `<p>Depuis 2006, le cabinet accompagne les PME, ETI et dirigeants de la région lyonnaise en droit des sociétés, contentieux commercial, droit social et droit des contrats.</p><p><a href="${ORIGIN}/expertises/">Nos expertises</a> · <a href="${ORIGIN}/equipe/">L’équipe</a> · <a href="${ORIGIN}/contact/">Prendre rendez-vous</a></p>`,
        ),
    ),
  });

  pages['/le-cabinet'] = page({
    path: '/le-cabinet',
    title: 'Le cabinet',
    lang: 'fr-FR',
    main: container(heading('Le cabinet', 'h1') + text(`<p>Fondé par Claire Lefèvre, rejointe en 2012 par Antoine Marchetti, le cabinet réunit aujourd’hui cinq avocats et juristes et trois collaboratrices administratives.</p>`)),
  });

  pages['/expertises'] = page({
    path: '/expertises',
    title: 'Expertises',
    lang: 'fr-FR',
    main: container(heading('Expertises', 'h1') + text(`<ul><li>Droit des sociétés et opérations de haut de bilan</li><li>Contentieux commercial et baux commerciaux</li><li>Droit social</li><li>Contrats et distribution</li></ul>`)),
  });

  pages['/equipe'] = page({
    path: '/equipe',
    title: 'Équipe',
    lang: 'fr-FR',
    alternates: alt('/equipe', '/en/our-lawyers'),
    main:
      container(heading('L’équipe', 'h1') + text(`<p>Chaque dossier est suivi par un associé et un collaborateur, que vous pouvez joindre directement.</p>`)) +
      container(LAWYERS.map((l) => imageBox(l.heading, [esc(l.fr), esc(l.field), enc(l.local)], l.photo, l.name)).join(''), ' elementor-grid-3'),
  });

  pages['/actualites'] = page({
    path: '/actualites',
    title: 'Actualités',
    lang: 'fr-FR',
    main: container(
      heading('Actualités', 'h1') +
        widget(
          'posts',
          `<div class="elementor-posts-container elementor-posts elementor-posts--skin-classic elementor-grid"><article class="elementor-post elementor-grid-item post-431 post type-post status-publish format-standard category-droit-social"><div class="elementor-post__text"><h3 class="elementor-post__title"><a href="${ORIGIN}${POST}/">Rupture conventionnelle : ce qui change en 2025</a></h3><div class="elementor-post__meta-data"><span class="elementor-post-date">4 février 2025</span></div></div></article></div>`,
        ),
    ),
  });

  pages[POST] = page({
    path: POST,
    title: 'Rupture conventionnelle : ce qui change en 2025',
    lang: 'fr-FR',
    main: container(
      heading('Rupture conventionnelle : ce qui change en 2025', 'h1') +
        widget('post-info', `<ul class="elementor-inline-items elementor-icon-list-items elementor-post-info"><li class="elementor-icon-list-item elementor-inline-item"><span class="elementor-post-info__item elementor-post-info__item--type-date"><time>4 février 2025</time></span></li></ul>`) +
        widget(
          'theme-post-content',
          `<p>Depuis le 1er janvier, l’indemnité de rupture conventionnelle est soumise à une contribution patronale unique de 30 %, alignée sur celle des mises à la retraite. Pour les employeurs, le coût d’une rupture négociée augmente donc sensiblement.</p>` +
            `<p>Les salariés proches de l’âge légal de départ doivent également vérifier l’incidence de la réforme sur leur indemnité.</p>` +
            `<p>Pour toute question sur un projet de rupture, Me Julien Perrin, avocat en droit social au sein du cabinet, vous répond à ${enc('j.perrin')}.</p>`,
        ),
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    lang: 'fr-FR',
    alternates: alt('/contact', '/en/contact'),
    main: container(
      heading('Contact', 'h1') +
        text(
          `<p>14 quai Saint-Antoine, 69002 Lyon – métro Cordeliers<br>Tél. ${tel('04 78 42 17 60')}<br>Courriel : ${enc('contact')}</p>` +
            `<p>Assistante juridique : Nadia Benali, ${enc('n.benali')} (rendez-vous et suivi des dossiers)</p>`,
        ) +
        widget(
          'form',
          `<form class="elementor-form" method="post" name="Contact"><div class="elementor-form-fields-wrapper elementor-labels-above"><div class="elementor-field-type-text elementor-field-group elementor-column elementor-field-group-name"><label for="form-field-name" class="elementor-field-label">Nom</label><input type="text" name="form_fields[name]" id="form-field-name" class="elementor-field elementor-size-sm elementor-field-textual"></div><div class="elementor-field-type-email elementor-field-group elementor-column elementor-field-group-email elementor-field-required"><label for="form-field-email" class="elementor-field-label">E-mail</label><input type="email" name="form_fields[email]" id="form-field-email" class="elementor-field elementor-size-sm elementor-field-textual" placeholder="prenom.nom@exemple.fr" required="required"></div><div class="elementor-field-type-textarea elementor-field-group elementor-column elementor-field-group-message"><label for="form-field-message" class="elementor-field-label">Message</label><textarea class="elementor-field-textual elementor-field elementor-size-sm" name="form_fields[message]" id="form-field-message" rows="4"></textarea></div><div class="elementor-field-group elementor-column elementor-field-type-submit"><button type="submit" class="elementor-button elementor-size-sm"><span class="elementor-button-text">Envoyer</span></button></div></div></form>`,
        ),
    ),
  });

  pages['/mentions-legales'] = page({
    path: '/mentions-legales',
    title: 'Mentions légales',
    lang: 'fr-FR',
    main: container(
      heading('Mentions légales', 'h1') +
        text(
          `<p>Éditeur : SELARL Lefèvre Marchetti Avocats, au capital de 20 000 €, RCS Lyon 489 217 306, 14 quai Saint-Antoine, 69002 Lyon. Avocats inscrits au Barreau de Lyon.</p><p>Directeur de la publication : Me Antoine Marchetti.</p>` +
            `<p>Délégué à la protection des données : Élodie Faure, responsable administrative et financière, 14 quai Saint-Antoine, 69002 Lyon, tél. ${tel('04 78 42 17 64')}, ${enc('e.faure')}</p>` +
            `<p>Conception et réalisation : Pixelune Studio, 8 rue Mercière, 69002 Lyon – bonjour@pixelune-studio.test. Hébergement : OVH SAS, 2 rue Kellermann, 59100 Roubaix.</p>`,
        ),
    ),
  });

  pages['/politique-de-confidentialite'] = page({
    path: '/politique-de-confidentialite',
    title: 'Politique de confidentialité',
    lang: 'fr-FR',
    main: container(heading('Politique de confidentialité', 'h1') + text(`<p>Les données transmises par le formulaire de contact sont utilisées uniquement pour répondre à votre demande et conservées trois ans.</p>`)),
  });

  pages['/espace-client'] = page({
    path: '/espace-client',
    title: 'Espace client',
    lang: 'fr-FR',
    main: container(heading('Espace client', 'h1') + text(`<p>Accès sécurisé à vos dossiers. Identifiants perdus : écrivez à extranet@${HOST} depuis l’adresse enregistrée.</p>`)),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Business lawyers in Lyon',
    lang: 'en-GB',
    alternates: alt('/', '/en'),
    main: container(
      heading('Business lawyers in Lyon', 'h1') +
        text(`<p>We advise French and foreign companies doing business in the Auvergne-Rhône-Alpes region on corporate matters, commercial disputes and employment law. Most of our lawyers work in English.</p><p><a href="${ORIGIN}/en/our-lawyers/">Meet our lawyers</a></p>`),
    ),
  });

  pages['/en/our-lawyers'] = page({
    path: '/en/our-lawyers',
    title: 'Our lawyers',
    lang: 'en-GB',
    alternates: alt('/equipe', '/en/our-lawyers'),
    main:
      container(heading('Our lawyers', 'h1') + text(`<p>Our English-speaking team handles cross-border transactions and disputes for clients from the UK, the US and Canada.</p>`)) +
      container(
        LAWYERS.filter((l) => l.en)
          .map((l) => imageBox(l.heading, [esc(l.en!), enc(l.local)], l.photo, l.name))
          .join('') + imageBox('Olivia Hayes, LL.M.', ['Foreign Legal Consultant (New York Bar)', 'US–French transactions, distribution agreements', enc('o.hayes')], 'olivia-hayes', 'Olivia Hayes'),
        ' elementor-grid-3',
      ),
  });

  pages['/en/contact'] = page({
    path: '/en/contact',
    title: 'Get in touch',
    lang: 'en-GB',
    alternates: alt('/contact', '/en/contact'),
    main: container(heading('Get in touch', 'h1') + text(`<p>14 quai Saint-Antoine, 69002 Lyon, France<br>Phone ${tel('+33 4 78 42 17 60')}<br>Email: ${enc('contact')}</p>`)),
  });

  pages['/wp-sitemap.xml'] = xmlPage(
    urlset(HOST, ['/', '/le-cabinet', '/expertises', '/equipe', '/actualites', POST, '/contact', '/mentions-legales', '/politique-de-confidentialite', '/en', '/en/our-lawyers', '/en/contact'], '2025-02-04'),
  );

  const lawyerCases = (l: Lawyer): CaseKind[] => ['card', 'entities', 'link-non-english', ...(l.heading.startsWith('Me ') ? (['honorific'] as CaseKind[]) : [])];

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /espace-client\n\nSitemap: ${ORIGIN}/wp-sitemap.xml\n`,
      pages,
      headers: { Server: 'nginx', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-118',
      languages: ['fr', 'en'],
      addresses: [
        { address: `contact@${HOST}`, name: null, title: null, pages: ['/', '/contact', '/en/contact'], cases: ['role', 'json-ld-mailto', 'entities'] },
        ...LAWYERS.map((l) => ({
          address: `${l.local}@${HOST}`,
          name: l.name,
          title: l.fr,
          ...(l.en ? { titleAlternatives: [l.en] } : l.local === 'j.perrin' ? { titleAlternatives: ['avocat en droit social'] } : {}),
          pages: l.local === 'j.perrin' ? ['/equipe', POST] : ['/equipe'],
          cases: l.local === 'j.perrin' ? [...lawyerCases(l), 'prose' as CaseKind] : lawyerCases(l),
        })),
        { address: `o.hayes@${HOST}`, name: 'Olivia Hayes', title: 'Foreign Legal Consultant (New York Bar)', pages: ['/en/our-lawyers'], cases: ['card', 'post-nominal', 'entities', 'hreflang', 'deep-page', 'link-english-unlisted'] },
        { address: `n.benali@${HOST}`, name: 'Nadia Benali', title: 'Assistante juridique', pages: ['/contact'], cases: ['title-name-line', 'entities'] },
        { address: `e.faure@${HOST}`, name: 'Élodie Faure', title: 'responsable administrative et financière', pages: ['/mentions-legales'], cases: ['label-line', 'entities', 'link-non-english'] },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/espace-client'],
      nonAddresses: [
        { text: `extranet@${HOST}`, kind: 'disallowed' },
        { text: 'bonjour@pixelune-studio.test', kind: 'other-company' },
        { text: 'prenom.nom@exemple.fr', kind: 'placeholder' },
      ],
    },
  };
}
