/**
 * Association de Secours en Montagne des Aravis: a volunteer mountain rescue association in
 * Haute-Savoie, on WordPress with Elementor and the Hello theme, French only. The board as an
 * Elementor table (the treasurer's address written as character references by an e-mail encoder
 * plugin), the association's JSON-LD with a contact point and its president as a member role, a
 * training officer stated only in a course's JSON-LD, the medical referent named in running text
 * with "Dr", and the volunteers' coordinator behind an inline script that glues the address
 * together. The contact form's placeholder, the retina logo and the web host's address are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'secours-aravis.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Accueil'],
  ['/l-association', 'L’association'],
  ['/secours-en-montagne', 'Nos missions'],
  ['/formations', 'Formations'],
  ['/devenir-benevole', 'Devenir bénévole'],
  ['/faire-un-don', 'Faire un don'],
  ['/nous-contacter', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'ASMA – Secours en Montagne des Aravis',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    '<meta name="generator" content="Elementor 3.21.5; features: e_optimized_assets_loading, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">',
    "<link rel='stylesheet' id='hello-elementor-css' href='/wp-content/themes/hello-elementor/style.min.css?ver=3.0.1' media='all'>",
    "<link rel='stylesheet' id='elementor-frontend-css' href='/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.21.5' media='all'>",
    "<link rel='stylesheet' id='elementor-post-7-css' href='/wp-content/uploads/elementor/css/post-7.css?ver=1715242311' media='all'>",
    "<link rel='https://api.w.org/' href='/wp-json/'>",
  ],
  header: (p) =>
    `<a class="skip-link screen-reader-text" href="#content">Aller au contenu</a><div data-elementor-type="header" data-elementor-id="12" class="elementor elementor-12 elementor-location-header" data-elementor-post-type="elementor_library"><div class="elementor-element elementor-element-3f2a1c9 e-flex e-con-boxed e-con e-parent" data-id="3f2a1c9" data-element_type="container"><div class="e-con-inner">` +
    `<div class="elementor-element elementor-element-5b1e0d2 elementor-widget elementor-widget-theme-site-logo elementor-widget-image" data-id="5b1e0d2" data-element_type="widget" data-widget_type="theme-site-logo.default"><div class="elementor-widget-container"><a href="/"><img width="240" height="80" src="/wp-content/uploads/2023/11/logo-asma.png" srcset="/wp-content/uploads/2023/11/logo-asma.png 1x, /wp-content/uploads/2023/11/logo-asma@2x.png 2x" class="attachment-full size-full" alt="ASMA"></a></div></div>` +
    `<div class="elementor-element elementor-element-8c4d7a0 elementor-nav-menu--dropdown-tablet elementor-widget elementor-widget-nav-menu" data-id="8c4d7a0" data-element_type="widget" data-widget_type="nav-menu.default"><div class="elementor-widget-container"><nav aria-label="Menu" class="elementor-nav-menu--main elementor-nav-menu__container elementor-nav-menu--layout-horizontal e--pointer-underline e--animation-fade"><ul id="menu-1-8c4d7a0" class="elementor-nav-menu">` +
    MENU.map(([href, label], i) => `<li class="menu-item menu-item-type-post_type menu-item-object-page${href === p.path ? ' current-menu-item page_item current_page_item' : ''} menu-item-${120 + i}"><a href="${href === '/' ? '/' : `${href}/`}" class="elementor-item${href === p.path ? ' elementor-item-active' : ''}">${esc(label)}</a></li>`).join('') +
    `</ul></nav></div></div></div></div></div>`,
  footer: () =>
    `<div data-elementor-type="footer" data-elementor-id="15" class="elementor elementor-15 elementor-location-footer" data-elementor-post-type="elementor_library"><div class="elementor-element elementor-element-9a7c3e1 e-flex e-con-boxed e-con e-parent" data-id="9a7c3e1" data-element_type="container"><div class="e-con-inner">` +
    `<div class="elementor-element elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p><strong>En cas d’accident en montagne, composez le 112.</strong> L’ASMA intervient à la demande du PGHM et du SDIS 74 ; nous ne déclenchons pas les secours nous-mêmes.</p></div></div>` +
    `<div class="elementor-element elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p>ASMA – Maison des Associations, 74220 La Clusaz · ${tel('04 50 00 27 40')} · ${mailto(`contact@${HOST}`)}</p><p><a href="/mentions-legales/">Mentions légales</a> · <a href="/politique-de-confidentialite/">Politique de confidentialité</a> · <a href="/espace-membres/">Espace membres</a></p></div></div>` +
    `</div></div></div>`,
  privacyPath: { fr: '/politique-de-confidentialite/' },
  bodyEnd: [
    "<script src='/wp-includes/js/jquery/jquery.min.js?ver=3.7.1' id='jquery-core-js'></script>",
    "<script src='/wp-content/plugins/elementor-pro/assets/js/webpack-pro.runtime.min.js?ver=3.21.2' id='elementor-pro-webpack-runtime-js'></script>",
    "<script src='/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.5' id='elementor-frontend-js'></script>",
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'fr-FR' });

/** An Elementor page body: one container per section, its widgets in it. */
const elementor = (postId: number, sections: string[]): string =>
  `<div data-elementor-type="wp-page" data-elementor-id="${postId}" class="elementor elementor-${postId}" data-elementor-post-type="page">` +
  sections.map((s, i) => `<div class="elementor-element elementor-element-${(postId * 97 + i).toString(16)} e-flex e-con-boxed e-con e-parent" data-element_type="container"><div class="e-con-inner">${s}</div></div>`).join('') +
  `</div>`;
const heading = (text: string, tag = 'h2'): string => `<div class="elementor-element elementor-widget elementor-widget-heading" data-widget_type="heading.default"><div class="elementor-widget-container"><${tag} class="elementor-heading-title elementor-size-default">${esc(text)}</${tag}></div></div>`;
const textEditor = (html: string): string => `<div class="elementor-element elementor-widget elementor-widget-text-editor" data-widget_type="text-editor.default"><div class="elementor-widget-container">${html}</div></div>`;

type BoardRow = { role: string; shown: string; name: string; local: string; encode?: boolean; honorific?: boolean };
const BOARD: BoardRow[] = [
  { role: 'Président', shown: 'Pierre Perrillat', name: 'Pierre Perrillat', local: 'pierre.perrillat' },
  { role: 'Vice-présidente, chef d’équipe secours', shown: 'Sophie Missillier', name: 'Sophie Missillier', local: 'sophie.missillier' },
  { role: 'Trésorier', shown: 'Laurent Gay', name: 'Laurent Gay', local: 'laurent.gay', encode: true },
  { role: 'Secrétaire', shown: 'Anne Pollet', name: 'Anne Pollet', local: 'anne.pollet' },
  { role: 'Responsable matériel et véhicules', shown: 'Bruno Thévenet', name: 'Bruno Thévenet', local: 'bruno.thevenet' },
];

export function secoursAravis(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const president = BOARD[0]!;

  pages['/'] = page({
    path: '/',
    title: 'Secours en montagne dans le massif des Aravis',
    description: 'Association de bénévoles secouristes en montagne du massif des Aravis depuis 1972.',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'NGO',
        '@id': `${ORIGIN}/#organization`,
        name: 'Association de Secours en Montagne des Aravis',
        alternateName: 'ASMA',
        url: `${ORIGIN}/`,
        logo: `${ORIGIN}/wp-content/uploads/2023/11/logo-asma.png`,
        foundingDate: '1972',
        address: { '@type': 'PostalAddress', streetAddress: 'Maison des Associations', postalCode: '74220', addressLocality: 'La Clusaz', addressCountry: 'FR' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'renseignements', email: `contact@${HOST}`, telephone: '+33 4 50 00 27 40', availableLanguage: ['French'] },
        member: [{ '@type': 'OrganizationRole', roleName: 'Président', member: { '@type': 'Person', name: president.name, email: `mailto:${president.local}@${HOST}` } }],
      },
    ],
    main: elementor(7, [
      heading('Des bénévoles au service de la montagne', 'h1') +
        textEditor(`<p>Depuis 1972, une soixantaine de secouristes bénévoles – guides, pisteurs, moniteurs, médecins et passionnés – interviennent en renfort des secours publics dans le massif des Aravis : recherches de personnes, évacuations, secours sur piste et hors-piste.</p>`),
      textEditor(`<p><a href="/devenir-benevole/">Rejoindre l’équipe</a> · <a href="/faire-un-don/">Soutenir l’ASMA</a></p>`),
    ]),
  });

  pages['/l-association'] = page({
    path: '/l-association',
    title: 'L’association',
    main: elementor(21, [
      heading('L’association', 'h1') + textEditor(`<p>L’ASMA est une association loi 1901 agréée de sécurité civile. Son bureau est élu pour trois ans par l’assemblée générale.</p>`),
      heading('Le bureau') +
        textEditor(
          `<table class="bureau"><thead><tr><th>Fonction</th><th>Nom</th><th>Contact</th></tr></thead><tbody>` +
            BOARD.map((r) => {
              const a = `${r.local}@${HOST}`;
              const mail = r.encode ? `<a href="${entities(`mailto:${a}`)}">${entities(a)}</a>` : mailto(a);
              return `<tr><td>${esc(r.role)}</td><td>${esc(r.shown)}</td><td>${mail}</td></tr>`;
            }).join('') +
            `</tbody></table>`,
        ),
    ]),
  });

  pages['/secours-en-montagne'] = page({
    path: '/secours-en-montagne',
    title: 'Nos missions',
    main: elementor(31, [
      heading('Nos missions', 'h1') +
        textEditor(`<p>Chaque hiver, nos équipes assurent en moyenne 140 interventions en renfort du PGHM d’Annecy et des services des pistes. L’été, nous participons aux recherches de randonneurs égarés et aux exercices de secours en falaise.</p>`),
      heading('Médicalisation') +
        textEditor(
          `<p>Notre référente médicale, le Dr Claire Vautrin, médecin urgentiste au centre hospitalier Annecy Genevois, forme les équipiers aux gestes d’urgence et valide les protocoles ; vous pouvez la joindre à ${mailto(`claire.vautrin@${HOST}`)}.</p>`,
        ),
    ]),
  });

  pages['/formations'] = page({
    path: '/formations',
    title: 'Formations',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Course',
        name: 'PSE1 – Premiers secours en équipe de niveau 1',
        description: 'Formation initiale de 35 heures ouverte aux futurs équipiers bénévoles.',
        provider: {
          '@type': 'NGO',
          name: 'Association de Secours en Montagne des Aravis',
          sameAs: `${ORIGIN}/`,
          employee: { '@type': 'Person', name: 'Nicolas Bozon', jobTitle: 'Responsable des formations', email: `nicolas.bozon@${HOST}` },
        },
      },
    ],
    main: elementor(41, [
      heading('Formations', 'h1') +
        textEditor(`<p>L’ASMA forme chaque année ses équipiers : PSE1 et PSE2, secours en avalanche (ARVA, sondage, pelletage), cordes et techniques de brancardage. Les inscriptions se font par le formulaire de contact.</p>`),
      textEditor(`<ul><li>PSE1 : 35 h, novembre</li><li>Recyclage ARVA : décembre</li><li>Secours en falaise : juin</li></ul>`),
    ]),
  });

  const coordScript = `<script>var u1 = 'marion' + '.' + 'mermillod'; var d1 = 'secours-aravis' + '.test'; document.getElementById('mail-benevoles').innerHTML = '<a href="mailto:' + u1 + '@' + d1 + '">' + u1 + '@' + d1 + '</a>';</script>`;
  pages['/devenir-benevole'] = page({
    path: '/devenir-benevole',
    title: 'Devenir bénévole',
    main: elementor(51, [
      heading('Devenir bénévole', 'h1') +
        textEditor(`<p>Vous êtes à l’aise en montagne, disponible quelques week-ends par an et prêt à vous former ? Rejoignez-nous. Une bonne condition physique et le goût du travail en équipe sont indispensables.</p>`),
      textEditor(`<p>Responsable des bénévoles : Marion Mermillod – <span id="mail-benevoles">[activez JavaScript pour voir l’adresse]</span></p>${coordScript}`),
    ]),
  });

  pages['/faire-un-don'] = page({
    path: '/faire-un-don',
    title: 'Faire un don',
    main: elementor(61, [heading('Faire un don', 'h1') + textEditor(`<p>Votre don finance le matériel (ARVA, DVA, civières, radios). Il est déductible à 66 % de l’impôt sur le revenu dans la limite de 20 % du revenu imposable.</p>`)]),
  });

  pages['/nous-contacter'] = page({
    path: '/nous-contacter',
    title: 'Contact',
    main: elementor(71, [
      heading('Nous contacter', 'h1') + textEditor(`<p>Pour toute question (formations, bénévolat, partenariats) : ${mailto(`contact@${HOST}`)} ou ${tel('04 50 00 27 40')} (répondeur).</p><p><strong>Pour une urgence, appelez le 112.</strong></p>`),
      `<div class="elementor-element elementor-widget elementor-widget-form" data-widget_type="form.default"><div class="elementor-widget-container"><form class="elementor-form" method="post" name="Contact"><input type="hidden" name="post_id" value="71"><div class="elementor-field-group"><label for="form-field-name">Nom</label><input type="text" name="form_fields[name]" id="form-field-name" placeholder="Prénom Nom"></div><div class="elementor-field-group"><label for="form-field-email">E-mail</label><input type="email" name="form_fields[email]" id="form-field-email" placeholder="votre.adresse@exemple.test" required></div><div class="elementor-field-group"><label for="form-field-message">Message</label><textarea name="form_fields[message]" id="form-field-message" rows="5"></textarea></div><button type="submit" class="elementor-button">Envoyer</button></form></div></div>`,
    ]),
  });

  pages['/mentions-legales'] = page({
    path: '/mentions-legales',
    title: 'Mentions légales',
    main: elementor(81, [
      heading('Mentions légales', 'h1') +
        textEditor(
          `<p>Éditeur : Association de Secours en Montagne des Aravis (ASMA), association loi 1901, RNA W743001234, Maison des Associations, 74220 La Clusaz.<br>Directeur de la publication : Pierre Perrillat, président.</p><p>Hébergement : Alpinéo Hosting SAS, 12 rue du Lac, 74000 Annecy – support@alpineo-hosting.test</p>`,
        ),
    ]),
  });

  pages['/politique-de-confidentialite'] = page({
    path: '/politique-de-confidentialite',
    title: 'Politique de confidentialité',
    main: elementor(3, [heading('Politique de confidentialité', 'h1') + textEditor(`<p>Les données saisies dans le formulaire de contact ne servent qu’à vous répondre et sont supprimées après un an.</p>`)]),
  });

  pages['/espace-membres'] = page({
    path: '/espace-membres',
    title: 'Espace membres',
    main: elementor(91, [heading('Espace membres', 'h1') + textEditor(`<p>Planning des gardes, comptes rendus d’intervention et inscriptions aux exercices. Accès réservé aux équipiers ; identifiants perdus : ${mailto(`planning@${HOST}`)}</p>`)]),
  });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /espace-membres\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: ${ORIGIN}/wp-sitemap.xml\n`,
      pages: {
        ...pages,
        '/wp-sitemap.xml': { body: `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${ORIGIN}/wp-sitemap-posts-page-1.xml</loc></sitemap></sitemapindex>\n`, contentType: 'application/xml; charset=UTF-8' },
        '/wp-sitemap-posts-page-1.xml': {
          body: urlset(HOST, ['/', '/l-association/', '/secours-en-montagne/', '/formations/', '/devenir-benevole/', '/faire-un-don/', '/nous-contacter/', '/mentions-legales/'], '2025-01-20'),
          contentType: 'application/xml; charset=UTF-8',
        },
      },
      headers: { Server: 'nginx', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-62',
      languages: ['fr'],
      addresses: [
        { address: `contact@${HOST}`, name: null, title: null, pages: ['/', '/nous-contacter'], cases: ['role', 'plain', 'json-ld-contact-point'] },
        ...BOARD.map((r) => ({
          address: `${r.local}@${HOST}`,
          name: r.name,
          title: r.role,
          pages: r === president ? ['/l-association', '/'] : ['/l-association'],
          cases: ['table', r.encode ? 'entities' : 'plain', ln, ...(r === president ? ['json-ld-person', 'json-ld-mailto', 'json-ld-nested'] : [])] as CaseKind[],
        })),
        { address: `claire.vautrin@${HOST}`, name: 'Claire Vautrin', title: 'référente médicale', titleAlternatives: ['médecin urgentiste'], pages: ['/secours-en-montagne'], cases: ['prose', 'honorific', 'plain', ln] },
        { address: `nicolas.bozon@${HOST}`, name: 'Nicolas Bozon', title: 'Responsable des formations', pages: ['/formations'], cases: ['json-ld-only', 'json-ld-person', 'json-ld-nested', ln] },
        {
          address: `marion.mermillod@${HOST}`,
          name: 'Marion Mermillod',
          title: 'Responsable des bénévoles',
          pages: ['/devenir-benevole'],
          encoded: { kind: 'script', text: coordScript },
          cases: ['script-concat', 'title-name-line', ln],
        },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/espace-membres'],
      nonAddresses: [
        { text: 'logo-asma@2x.png', kind: 'retina' },
        { text: `planning@${HOST}`, kind: 'disallowed' },
        { text: 'votre.adresse@exemple.test', kind: 'placeholder' },
        { text: 'support@alpineo-hosting.test', kind: 'other-company' },
      ],
    },
  };
}
