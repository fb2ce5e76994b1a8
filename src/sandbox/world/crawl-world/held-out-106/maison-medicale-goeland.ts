/**
 * Maison médicale Le Goéland: a community health centre (ASBL, forfait INAMI) in Forest,
 * Brussels, on Squarespace 7.1, in Belgian French. The team page mixes Squarespace blocks: the
 * coordinating GP's card in a code block with schema.org microdata, the second GP's card with an
 * address written as character references, the physiotherapist as a heading with a prose bio,
 * the nurse as a "Name, title, address" line, the social worker and the psychologist as image
 * cards; the contact page has the reception mailbox and the board's address beside the board
 * chair's name (not hers). Addresses are first names. Traps: a form placeholder, the federation's
 * address and the staff area (disallowed).
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'mm-legoeland.test';
const ORIGIN = `http://${HOST}`;

const NAV: [string, string][] = [
  ['/', 'Accueil'],
  ['/nos-soins', 'Nos soins'],
  ['/l-equipe', "L'équipe"],
  ['/s-inscrire', "S'inscrire"],
  ['/contact', 'Nous joindre'],
];

let blockSeq = 0;
const blockId = (): string => `block-yui_3_17_2_1_1706${(523000 + blockSeq++ * 37).toString()}_${(4100 + blockSeq * 13).toString()}`;

/** A Squarespace text (HTML) block. */
const htmlBlock = (html: string): string =>
  `<div class="sqs-block html-block sqs-block-html" data-block-type="2" data-border-radii="&#123;&quot;topLeft&quot;:&#123;&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:0.0&#125;&#125;" id="${blockId()}"><div class="sqs-block-content"><div class="sqs-html-content">${html}</div></div></div>`;

/** A Squarespace code block. */
const codeBlock = (html: string): string => `<div class="sqs-block code-block sqs-block-code" data-block-type="23" id="${blockId()}"><div class="sqs-block-content">${html}</div></div>`;

/** A Squarespace image block with its caption (the "card" layout). */
const imageCard = (img: string, alt: string, caption: string): string =>
  `<div class="sqs-block image-block sqs-block-image sqs-text-ready" data-block-type="5" id="${blockId()}"><div class="sqs-block-content"><div class="image-block-outer-wrapper layout-caption-below design-layout-card sqs-narrow-width"><figure class="sqs-block-image-figure intrinsic"><div class="image-block-wrapper"><div class="sqs-image-shape-container-element has-aspect-ratio"><img data-src="https://images.squarespace-cdn.com/content/v1/65a1f0c2d3e4b50a1c2f9e11/${img}/${img}.jpg" alt="${esc(alt)}" data-image-dimensions="800x800" data-load="false" loading="lazy"></div></div><figcaption class="image-card-wrapper"><div class="image-card sqs-dynamic-text-container">${caption}</div></figcaption></figure></div></div></div>`;

const section = (html: string, theme = 'white'): string =>
  `<section data-test="page-section" data-section-theme="${theme}" class="page-section layout-engine-section background-width--full-bleed section-height--medium content-width--wide horizontal-alignment--center vertical-alignment--middle ${theme}"><div class="content-wrapper"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12" data-type="page-section"><div class="row sqs-row"><div class="col sqs-col-12 span-12">${html}</div></div></div></div></div></section>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Maison médicale Le Goéland',
  head: [
    '<!-- This is Squarespace. --><!-- mm-legoeland -->',
    '<base href="">',
    `<link rel="shortcut icon" type="image/x-icon" href="https://images.squarespace-cdn.com/content/v1/65a1f0c2d3e4b50a1c2f9e11/favicon.ico?format=100w">`,
    '<script type="text/javascript" crossorigin="anonymous" defer="true" nomodule="nomodule" src="//assets.squarespace.com/@sqs/polyfiller/1.6/legacy.js"></script>',
    '<script type="text/javascript" crossorigin="anonymous" defer="true" src="//assets.squarespace.com/@sqs/polyfiller/1.6/modern.js"></script>',
    `<script>Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = {"website":{"id":"65a1f0c2d3e4b50a1c2f9e11","identifier":"mm-legoeland","websiteType":1,"siteTitle":"Maison m\\u00e9dicale Le Go\\u00e9land","language":"fr-BE","timeZone":"Europe/Brussels"},"templateId":"5c5a519771c10ba3470d8101","templateVersion":"7.1"};</script>`,
    '<link href="//static1.squarespace.com/static/versioned-site-css/65a1f0c2d3e4b50a1c2f9e11/14/5c5a519771c10ba3470d8101/65a1f0c2d3e4b50a1c2f9e2f/1591/site.css" rel="stylesheet" type="text/css">',
  ],
  header: (spec) =>
    `<div id="siteWrapper" class="clearfix site-wrapper"><header data-test="header" id="header" class="header theme-col--primary" data-section-theme="white" data-controller="Header" data-current-styles="{&quot;layout&quot;: &quot;navRight&quot;}">` +
    `<div class="header-inner container--fluid header-layout--with-commerce"><div class="header-display-desktop" data-content-field="site-title"><div class="header-title-logo"><a href="/" data-animation-role="header-element"><img elementtiming="nbf-header-logo-desktop" src="https://images.squarespace-cdn.com/content/v1/65a1f0c2d3e4b50a1c2f9e11/logo-goeland.png?format=1500w" alt="Maison médicale Le Goéland" style="display:block"></a></div>` +
    `<div class="header-nav"><div class="header-nav-wrapper"><nav class="header-nav-list">${NAV.map(([h, l]) => `<div class="header-nav-item header-nav-item--collection${h === spec.path ? ' header-nav-item--active' : ''}"><a href="${h}" data-animation-role="header-element"${h === spec.path ? ' aria-current="page"' : ''}>${esc(l)}</a></div>`).join('')}</nav></div></div></div></div></header><main id="page" class="container" role="main"><article class="sections" id="sections" data-page-sections="65a1f1e0c4a3b2d1e0f9a8b7">`,
  footer: () =>
    `</article></main><footer class="sections" id="footer-sections" data-footer-sections>` +
    section(
      htmlBlock(
        `<p class="sqsrte-small">Maison médicale Le Goéland ASBL · Rue du Croissant 71, 1190 Forest · ${tel('02 346 18 52')} · ${mailto(`accueil@${HOST}`)}</p><p class="sqsrte-small">Accueil du lundi au vendredi de 8 h à 19 h · En dehors de ces heures : Garde des généralistes bruxellois, ${tel('02 201 22 22')}</p><p class="sqsrte-small"><a href="/mentions-legales">Mentions légales</a> · <a href="/vie-privee">Vie privée</a> · <a href="/espace-equipe">Espace équipe</a></p>`,
      ),
      'black',
    ) +
    `</footer></div>`,
  privacyPath: { fr: '/vie-privee' },
  bodyEnd: ['<script defer="true" src="https://static1.squarespace.com/static/vta/5c5a519771c10ba3470d8101/scripts/site-bundle.0f3a91b2c4d5e6f7.js" type="text/javascript"></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'fr-BE' });

export function maisonMedicaleGoeland(): CrawlWorldSite {
  blockSeq = 0;
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Soins de première ligne à Forest',
    description: 'Maison médicale au forfait à Forest : médecine générale, soins infirmiers, kinésithérapie, psychologie et service social.',
    main:
      section(htmlBlock(`<h1>Une maison médicale de quartier, au forfait</h1><p>Depuis 1994, une équipe pluridisciplinaire soigne les habitantes et habitants de Forest et de Saint-Gilles. Au forfait, vos consultations sont gratuites : la mutuelle nous verse un montant mensuel.</p><p><a href="/l-equipe">Découvrir l'équipe</a> · <a href="/s-inscrire">Conditions d'inscription</a></p>`)) +
      section(htmlBlock(`<h2>Campagne de vaccination grippe</h2><p>Sans rendez-vous les mercredis d'octobre de 14 h à 17 h, pour les patient·es inscrit·es à risque.</p>`), 'light'),
  });

  pages['/nos-soins'] = page({
    path: '/nos-soins',
    title: 'Nos soins',
    main: section(htmlBlock(`<h1>Nos soins</h1><ul><li>Médecine générale (consultations et visites à domicile)</li><li>Soins infirmiers et éducation au diabète</li><li>Kinésithérapie, école du dos</li><li>Psychologie de première ligne</li><li>Service social : CPAS, mutuelle, logement</li></ul>`)),
  });

  pages['/l-equipe'] = page({
    path: '/l-equipe',
    title: "L'équipe",
    main:
      section(htmlBlock(`<h1>L'équipe</h1><p>Nous sommes dix-sept travailleuses et travailleurs, en autogestion. Voici celles et ceux que vous croiserez le plus souvent.</p>`)) +
      section(
        `<div class="sqs-row row"><div class="col sqs-col-6 span-6">` +
          codeBlock(
            `<div class="mm-card" itemscope itemtype="https://schema.org/Person"><h3><span itemprop="honorificPrefix">Dr</span> <span itemprop="name">Anne-Sophie Van den Bossche</span></h3><p itemprop="jobTitle">Médecin généraliste et coordinatrice médicale</p><p><a itemprop="email" href="mailto:anne-sophie@${HOST}">anne-sophie@${HOST}</a></p></div>`,
          ) +
          `</div><div class="col sqs-col-6 span-6">` +
          imageCard('karim-el-amrani', 'Karim El Amrani', `<p class="image-title"><strong>Dr Karim El Amrani</strong></p><div class="image-subtitle"><p>Médecin généraliste, maître de stage</p><p><a href="${entities(`mailto:karim@${HOST}`)}">${entities(`karim@${HOST}`)}</a></p></div>`) +
          `</div></div>`,
      ) +
      section(
        htmlBlock(
          `<h3>Lieve De Smedt</h3><p>Lieve nous a rejoints en 2019 comme kinésithérapeute, après dix ans à l'hôpital Molière ; elle anime aussi l'école du dos du jeudi soir. Pour une question sur les séances, écrivez-lui à ${mailto(`lieve@${HOST}`)}.</p>` +
            `<h3>Soins infirmiers</h3><p>Maïté Lambotte, infirmière en santé communautaire (suivi du diabète et soins à domicile), ${mailto(`maite@${HOST}`)}</p>`,
        ),
        'light',
      ) +
      section(
        `<div class="sqs-row row"><div class="col sqs-col-6 span-6">` +
          imageCard('jean-philippe-de-lannoy', 'Jean-Philippe de Lannoy', `<p class="image-title"><strong>Jean-Philippe de Lannoy</strong></p><div class="image-subtitle"><p>Assistant social</p><p>Permanences le mardi matin, sans rendez-vous</p><p>${mailto(`jean-philippe@${HOST}`)}</p></div>`) +
          `</div><div class="col sqs-col-6 span-6">` +
          imageCard('sarah-goossens', 'Sarah Goossens', `<p class="image-title"><strong>Sarah Goossens</strong></p><div class="image-subtitle"><p>Psychologue clinicienne (consultations en français et en néerlandais)</p><p>${mailto(`sarah@${HOST}`)}</p></div>`) +
          `</div></div>`,
      ),
  });

  pages['/s-inscrire'] = page({
    path: '/s-inscrire',
    title: "S'inscrire",
    main: section(
      htmlBlock(`<h1>S'inscrire à la maison médicale</h1><p>Nous inscrivons les personnes domiciliées dans notre zone (voir la carte à l'accueil). L'inscription se fait sur place, avec votre carte d'identité et une vignette de mutuelle.</p>`) +
        codeBlock(
          `<form class="newsletter-form" action="https://goeland.us21.list-manage.com/subscribe/post" method="post"><label for="mce-EMAIL">Recevoir la lettre d'info</label><input type="email" name="EMAIL" id="mce-EMAIL" placeholder="prenom.nom@exemple.be"><button type="submit">S'abonner</button></form>`,
        ),
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Nous joindre',
    main: section(
      htmlBlock(
        `<h1>Nous joindre</h1><p>Rue du Croissant 71, 1190 Forest (tram 82, arrêt Zaman)</p><p>Rendez-vous et questions pratiques : ${tel('02 346 18 52')} ou ${mailto(`accueil@${HOST}`)}. Nous ne donnons pas d'avis médical par courriel.</p>` +
          `<h2>L'ASBL</h2><p>Présidente du conseil d'administration : Michèle Dewandre<br>Courrier au conseil d'administration : ${mailto(`ca@${HOST}`)}</p>` +
          `<p>Nous sommes membres de la Fédération des maisons médicales (${mailto('federation@fmm-asbl.test')}).</p>`,
      ),
    ),
  });

  pages['/mentions-legales'] = page({ path: '/mentions-legales', title: 'Mentions légales', main: section(htmlBlock(`<h1>Mentions légales</h1><p>Maison médicale Le Goéland ASBL · Numéro d'entreprise 0453.882.117 · RPM Bruxelles</p>`)) });
  pages['/vie-privee'] = page({ path: '/vie-privee', title: 'Vie privée', main: section(htmlBlock(`<h1>Vie privée</h1><p>Le dossier médical global est conservé conformément à la loi relative aux droits du patient.</p>`)) });
  pages['/espace-equipe'] = page({
    path: '/espace-equipe',
    title: 'Espace équipe',
    main: section(htmlBlock(`<h1>Espace équipe</h1><p>Plannings, réunions d'équipe et gardes. Accès réservé ; problème de mot de passe : ${mailto(`planning@${HOST}`)}</p>`)),
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `# Squarespace Robots Txt\n\nUser-agent: *\nDisallow: /config\nDisallow: /search\nDisallow: /account$\nDisallow: /api/\nDisallow: /static/\nDisallow: /*?author=*\nDisallow: /*&author=*\nDisallow: /*?tag=*\nDisallow: /*&tag=*\nDisallow: /*?format=*\nDisallow: /espace-equipe\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/nos-soins', '/l-equipe', '/s-inscrire', '/contact', '/mentions-legales', '/vie-privee'], '2025-02-03'),
      pages,
      headers: { Server: 'Squarespace', 'X-Contextid': 'Qd3kP2aL/rT9xW1mZ' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-106',
      languages: ['fr'],
      addresses: [
        { address: `accueil@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        { address: `ca@${HOST}`, name: null, title: null, pages: ['/contact'], cases: ['neighbour', 'plain'] },
        { address: `anne-sophie@${HOST}`, name: 'Anne-Sophie Van den Bossche', title: 'Médecin généraliste et coordinatrice médicale', pages: ['/l-equipe'], cases: ['microdata', 'card', 'honorific', 'plain', 'link-non-english'] },
        { address: `karim@${HOST}`, name: 'Karim El Amrani', title: 'Médecin généraliste, maître de stage', pages: ['/l-equipe'], cases: ['card', 'honorific', 'entities', 'link-non-english'] },
        { address: `lieve@${HOST}`, name: 'Lieve De Smedt', title: 'kinésithérapeute', pages: ['/l-equipe'], cases: ['prose', 'plain', 'link-non-english'] },
        { address: `maite@${HOST}`, name: 'Maïté Lambotte', title: 'infirmière en santé communautaire (suivi du diabète et soins à domicile)', pages: ['/l-equipe'], cases: ['name-title-line', 'plain', 'link-non-english'] },
        { address: `jean-philippe@${HOST}`, name: 'Jean-Philippe de Lannoy', title: 'Assistant social', pages: ['/l-equipe'], cases: ['card', 'plain', 'link-non-english'] },
        { address: `sarah@${HOST}`, name: 'Sarah Goossens', title: 'Psychologue clinicienne (consultations en français et en néerlandais)', pages: ['/l-equipe'], cases: ['card', 'plain', 'link-non-english'] },
      ],
      pattern: '{first}',
      disallowed: ['/espace-equipe'],
      nonAddresses: [
        { text: `planning@${HOST}`, kind: 'disallowed' },
        { text: 'prenom.nom@exemple.be', kind: 'placeholder' },
        { text: 'federation@fmm-asbl.test', kind: 'other-company' },
      ],
    },
  };
}
