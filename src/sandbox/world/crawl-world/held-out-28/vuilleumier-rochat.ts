/**
 * Vuilleumier Rochat architectes: an architecture practice in Lausanne, on Webflow with
 * Localization: French, and an English version the language switcher (a select, no link) leads
 * to, so the English pages are reached through the hreflang alternates; the sitemap lists the
 * French pages only. The team as CMS cards with schema.org microdata on the French page and
 * English titles on the English one, the administrator's address assembled by a custom-code
 * embed, a media contact on a label line on a project page two links deep, a project architect
 * in a "Name, title" sentence on the English contact page, and the BIM manager only in the
 * contact page's JSON-LD employee list; the Dynamo scripts' git URL on the BIM page, a slider
 * library's versioned CDN path, the web studio's address, the form's placeholder and the
 * intranet disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'vuilleumier-rochat.test';
const ORIGIN = `http://${HOST}`;
const ASSETS = 'https://cdn.prod.website-files.com/64f1c2a7b3e9d0a1c4e5f6a7';

type Lang = 'fr' | 'en';
const MENUS: Record<Lang, [string, string][]> = {
  fr: [
    ['/', 'Accueil'],
    ['/bureau', 'Le bureau'],
    ['/projets', 'Projets'],
    ['/bim', 'BIM & outils'],
    ['/contact', 'Contact'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/office', 'The practice'],
    ['/en/contact', 'Contact'],
  ],
};

const switcher = (lang: Lang, fr: string, en: string): string =>
  `<div class="lang-switch"><select class="lang-switch__select" aria-label="Langue / Language" onchange="window.location.href=this.value"><option value="${fr}"${lang === 'fr' ? ' selected' : ''}>FR</option><option value="${en}"${lang === 'en' ? ' selected' : ''}>EN</option></select></div>`;

const ALT: Record<string, string> = { '/': '/en', '/bureau': '/en/office', '/contact': '/en/contact' };
const altOf = (path: string): { fr: string; en: string } => {
  const fr = Object.entries(ALT).find(([f, e]) => f === path || e === path)?.[0] ?? (path.startsWith('/en') ? '/' : path);
  return { fr, en: ALT[fr] ?? '/en' };
};

const theme: Theme = {
  host: HOST,
  siteName: 'Vuilleumier Rochat architectes',
  head: [
    '<meta content="Webflow" name="generator">',
    `<link href="${ASSETS}/css/vuilleumier-rochat.webflow.shared.4c8e2f1a9.min.css" rel="stylesheet" type="text/css">`,
    `<link href="${ASSETS}/64f1c2a7b3e9d0a1c4e5f6b2_favicon.png" rel="shortcut icon" type="image/x-icon">`,
    `<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/@splidejs/splide@4.1.4/dist/css/splide-core.min.css">`,
    `<script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script>`,
  ],
  header: (p) => {
    const lang = p.lang.slice(0, 2) as Lang;
    const { fr, en } = altOf(p.path);
    return (
      `<div data-animation="default" data-collapse="medium" data-duration="400" data-easing="ease" role="banner" class="navbar w-nav"><div class="nav-container w-container">` +
      `<a href="${lang === 'fr' ? '/' : '/en'}" aria-current="page" class="brand w-nav-brand w--current"><img src="${ASSETS}/64f1c2a7b3e9d0a1c4e5f6c3_VR-logo.svg" loading="lazy" width="148" alt="Vuilleumier Rochat architectes"></a>` +
      `<nav role="navigation" class="nav-menu w-nav-menu">${MENUS[lang].map(([h, l]) => `<a href="${h}" class="nav-link w-nav-link">${esc(l)}</a>`).join('')}</nav>${switcher(lang, fr, en)}` +
      `<div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>`
    );
  },
  footer: (p) =>
    `<footer class="footer"><div class="w-container"><div class="footer-grid w-layout-grid"><div><p class="footer-text">Vuilleumier Rochat architectes SA<br>Avenue de Rumine 33<br>CH-1005 Lausanne</p></div><div><p class="footer-text">${tel('+41 21 312 45 50')}<br>${mailto(`info@${HOST}`)}</p></div>` +
    `<div><a href="/mentions-legales" class="footer-link">${p.lang.startsWith('en') ? 'Legal notice' : 'Mentions légales'}</a><a href="/intranet" class="footer-link">Intranet</a></div></div></div></footer>`,
  privacyPath: { fr: '/mentions-legales', en: '/mentions-legales' },
  bodyEnd: [
    `<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=64f1c2a7b3e9d0a1c4e5f6a7" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script>`,
    `<script src="${ASSETS}/js/webflow.schunk.36b8fb49256177c8.js" type="text/javascript"></script>`,
    `<script src="https://cdn.jsdelivr.net/npm/@splidejs/splide@4.1.4/dist/js/splide.min.js"></script>`,
  ],
};

const page = (spec: PageSpec): SandboxPage => {
  const { fr, en } = altOf(spec.path);
  const alternates = spec.alternates ?? (ALT[fr] && (spec.path === fr || spec.path === en) ? { fr, en, 'x-default': fr } : undefined);
  return renderPage(theme, { ...spec, ...(alternates ? { alternates } : {}) });
};

type Member = { name: string; fr: string; en: string; local: string; diploma: string; img: string };
const TEAM: Member[] = [
  { name: 'Marc Vuilleumier', fr: 'Associé fondateur', en: 'Founding partner', local: 'mvuilleumier', diploma: 'Architecte dipl. EPF SIA', img: 'marc' },
  { name: 'Léa Rochat', fr: 'Associée, directrice de projets', en: 'Partner, project director', local: 'lrochat', diploma: 'Architecte dipl. EPF SIA', img: 'lea' },
  { name: 'Julien Perrenoud', fr: 'Chef de projet', en: 'Project manager', local: 'jperrenoud', diploma: 'Architecte HES', img: 'julien' },
  { name: 'Sofia Marques', fr: 'Architecte', en: 'Architect', local: 'smarques', diploma: 'MSc Arch. Universidade do Porto', img: 'sofia' },
];

const frCard = (m: Member): string =>
  `<div role="listitem" class="team-item w-dyn-item" itemscope itemtype="https://schema.org/Person"><img src="${ASSETS}/65a0e1c2d3_${m.img}-portrait.jpg" loading="lazy" alt="" class="team-portrait"><div class="team-info">` +
  `<h3 class="team-name" itemprop="name">${esc(m.name)}</h3><div class="team-role" itemprop="jobTitle">${esc(m.fr)}</div><div class="team-diploma">${esc(m.diploma)}</div>` +
  `<a href="mailto:${m.local}@${HOST}" class="team-mail" itemprop="email">${m.local}@${HOST}</a></div></div>`;

const enCard = (m: Member): string =>
  `<div role="listitem" class="team-item w-dyn-item"><img src="${ASSETS}/65a0e1c2d3_${m.img}-portrait.jpg" loading="lazy" alt="" class="team-portrait"><div class="team-info"><h3 class="team-name">${esc(m.name)}</h3><div class="team-role">${esc(m.en)}</div><div class="team-diploma">${esc(m.diploma)}</div>${mailto(`${m.local}@${HOST}`, `${m.local}@${HOST}`, 'class="team-mail"')}</div></div>`;

const NATHALIE_EMBED = `<div class="w-embed w-script"><span id="mail-admin"></span><script>var n1='njeanneret', n2='vuilleumier-rochat', n3='test';var adr=n1+'@'+n2+'.'+n3;document.getElementById('mail-admin').innerHTML='<a href="mailto:'+adr+'">'+adr+'</a>';</script></div>`;

export function vuilleumierRochat(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Architecture à Lausanne',
    lang: 'fr-CH',
    description: 'Bureau d’architecture à Lausanne : bâtiments scolaires, logements coopératifs et transformations, du concours à la réalisation.',
    main:
      `<div class="section hero"><div class="w-container"><h1 class="hero-heading">Construire juste, pour longtemps.</h1><p class="hero-paragraph">Bâtiments scolaires, logements coopératifs, transformations du patrimoine : depuis 2006, nous accompagnons les maîtres d’ouvrage publics et privés de Suisse romande, du concours à la remise des clés.</p><a href="/projets" class="button w-button">Voir les projets</a></div></div>` +
      `<div class="section"><div class="w-container"><div class="splide" aria-label="Projets récents"><div class="splide__track"><ul class="splide__list"><li class="splide__slide"><img src="${ASSETS}/65b1_charmettes-facade.jpg" alt="École des Charmettes, façade sud"></li><li class="splide__slide"><img src="${ASSETS}/65b1_codha-prilly.jpg" alt="Coopérative d’habitation, Prilly"></li></ul></div></div></div></div>`,
  });

  pages['/bureau'] = page({
    path: '/bureau',
    title: 'Le bureau',
    lang: 'fr-CH',
    main:
      `<div class="section"><div class="w-container"><h1>Le bureau</h1><div class="w-richtext"><p>Fondé en 2006 par Marc Vuilleumier et rejoint en 2012 par Léa Rochat, le bureau compte aujourd’hui quatorze collaboratrices et collaborateurs. Nous sommes membres de la SIA et de la FAS.</p></div>` +
      `<div class="w-dyn-list"><div role="list" class="team-grid w-dyn-items">${TEAM.map(frCard).join('')}</div></div></div></div>`,
  });

  pages['/projets'] = page({
    path: '/projets',
    title: 'Projets',
    lang: 'fr-CH',
    main: `<div class="section"><div class="w-container"><h1>Projets</h1><div class="w-dyn-list"><div role="list" class="project-grid w-dyn-items"><div role="listitem" class="w-dyn-item"><a href="/projets/ecole-des-charmettes" class="project-link w-inline-block"><img src="${ASSETS}/65b1_charmettes-facade.jpg" loading="lazy" alt=""><h3>École des Charmettes, Lausanne</h3><div>Concours 1er prix, réalisation 2021–2024</div></a></div><div role="listitem" class="w-dyn-item"><a href="/projets/cooperative-prilly" class="project-link w-inline-block"><h3>Coopérative d’habitation, Prilly</h3><div>42 logements, 2019–2022</div></a></div></div></div></div></div>`,
  });

  pages['/projets/ecole-des-charmettes'] = page({
    path: '/projets/ecole-des-charmettes',
    title: 'École des Charmettes',
    lang: 'fr-CH',
    main:
      `<div class="section"><div class="w-container"><h1>École des Charmettes, Lausanne</h1><div class="project-facts"><div>Maître d’ouvrage : Ville de Lausanne, Service d’architecture</div><div>Programme : 16 classes primaires, salle de gymnastique double, APEMS</div><div>Surface de plancher : 7’850 m²</div><div>Chef de projet : Julien Perrenoud</div></div>` +
      `<div class="w-richtext"><p>Le bâtiment en bois sur socle béton s’organise autour d’une cour couverte qui sert de préau par mauvais temps. Les façades en mélèze non traité ont été fournies par des scieries vaudoises.</p><p>Le projet a reçu la Distinction romande d’architecture 2025.</p>` +
      `<p><strong>Contact médias :</strong> Anouk Berset, chargée de communication, ${tel('+41 21 312 45 60')}, ${mailto(`aberset@${HOST}`)}</p></div></div></div>`,
  });

  pages['/projets/cooperative-prilly'] = page({ path: '/projets/cooperative-prilly', title: 'Coopérative d’habitation, Prilly', lang: 'fr-CH', main: `<div class="section"><div class="w-container"><h1>Coopérative d’habitation, Prilly</h1><div class="w-richtext"><p>42 logements de 2 ½ à 5 ½ pièces, une salle commune et un atelier de réparation partagé. Structure mixte bois-béton, label Minergie-P-ECO.</p></div></div></div>` });

  pages['/bim'] = page({
    path: '/bim',
    title: 'BIM & outils',
    lang: 'fr-CH',
    main:
      `<div class="section"><div class="w-container"><h1>BIM &amp; outils</h1><div class="w-richtext"><p>Depuis 2018, tous nos projets sont développés en BIM (Archicad, échanges IFC 4 avec les ingénieurs). Nous avons développé une série de scripts Dynamo et Python pour contrôler les surfaces SIA 416 et les exports vers les métrés CAN.</p>` +
      `<p>Ces scripts sont publiés sous licence MIT. Pour les récupérer :</p><pre><code>git clone git@github.com:vr-architectes/sia416-tools.git</code></pre><p>Les remarques et corrections sont les bienvenues sous forme d’issues sur le dépôt.</p></div></div></div>`,
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    lang: 'fr-CH',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ProfessionalService',
        name: 'Vuilleumier Rochat architectes SA',
        url: `${ORIGIN}/`,
        email: `info@${HOST}`,
        telephone: '+41 21 312 45 50',
        address: { '@type': 'PostalAddress', streetAddress: 'Avenue de Rumine 33', postalCode: '1005', addressLocality: 'Lausanne', addressCountry: 'CH' },
        founder: [{ '@type': 'Person', name: 'Marc Vuilleumier' }, { '@type': 'Person', name: 'Léa Rochat' }],
        employee: [{ '@type': 'Person', name: 'Claude Matthey', jobTitle: 'Responsable BIM', email: `cmatthey@${HOST}` }],
      },
    ],
    main:
      `<div class="section"><div class="w-container"><h1>Contact</h1><div class="contact-grid w-layout-grid"><div class="w-richtext"><p>Vuilleumier Rochat architectes SA<br>Avenue de Rumine 33<br>CH-1005 Lausanne</p><p>T ${tel('+41 21 312 45 50')}<br>${mailto(`info@${HOST}`)}</p><p>Bus 7 et 8, arrêt Rumine. Le bureau est au 3e étage, sans ascenseur.</p>` +
      `<h3>Administration et facturation</h3><p>Nathalie Jeanneret, responsable administrative</p></div>${NATHALIE_EMBED}</div>` +
      `<div class="w-form"><form id="wf-form-Contact" name="wf-form-Contact" data-name="Contact" method="get" class="contact-form"><label for="Nom">Nom</label><input class="w-input" maxlength="256" name="Nom" data-name="Nom" type="text" id="Nom"><label for="Email">E-mail</label><input class="w-input" maxlength="256" name="Email" data-name="Email" placeholder="prenom.nom@exemple.ch" type="email" id="Email" required=""><label for="Message">Message</label><textarea id="Message" name="Message" maxlength="5000" data-name="Message" class="w-input"></textarea><input type="submit" data-wait="Veuillez patienter…" class="button w-button" value="Envoyer"></form>` +
      `<div class="w-form-done"><div>Merci, votre message a bien été envoyé.</div></div><div class="w-form-fail"><div>Une erreur s’est produite lors de l’envoi du formulaire.</div></div></div></div></div>`,
  });

  pages['/mentions-legales'] = page({
    path: '/mentions-legales',
    title: 'Mentions légales',
    lang: 'fr-CH',
    main: `<div class="section"><div class="w-container"><h1>Mentions légales</h1><div class="w-richtext"><p>Vuilleumier Rochat architectes SA, Avenue de Rumine 33, 1005 Lausanne<br>IDE : CHE-112.845.907 TVA<br>Inscrite au Registre des architectes REG A</p><p>Responsable du contenu : Léa Rochat, associée</p><h3>Protection des données</h3><p>Ce site utilise des cookies de mesure d’audience anonymisés. Vos messages envoyés via le formulaire ne sont utilisés que pour vous répondre.</p><p>Conception et développement : Studio Nord Sàrl, Lausanne – bonjour@studio-nord.ch</p></div></div></div>`,
  });

  pages['/intranet'] = page({ path: '/intranet', title: 'Intranet', lang: 'fr-CH', main: `<div class="section"><div class="w-container"><h1>Intranet</h1><p>Accès réservé aux collaborateurs. Problème d’accès : it@${HOST}</p></div></div>` });

  pages['/en'] = page({
    path: '/en',
    title: 'Architecture in Lausanne',
    lang: 'en',
    main: `<div class="section hero"><div class="w-container"><h1 class="hero-heading">Building well, for the long run.</h1><p class="hero-paragraph">Schools, cooperative housing and the careful transformation of listed buildings in western Switzerland, from competition to handover.</p><a href="/en/office" class="button w-button">Meet the practice</a></div></div>`,
  });

  pages['/en/office'] = page({
    path: '/en/office',
    title: 'The practice',
    lang: 'en',
    main: `<div class="section"><div class="w-container"><h1>The practice</h1><div class="w-richtext"><p>Founded in 2006 by Marc Vuilleumier and joined in 2012 by Léa Rochat, the practice now has fourteen staff. We work in French, English and German.</p></div><div class="w-dyn-list"><div role="list" class="team-grid w-dyn-items">${TEAM.map(enCard).join('')}</div></div></div></div>`,
  });

  pages['/en/contact'] = page({
    path: '/en/contact',
    title: 'Contact',
    lang: 'en',
    main:
      `<div class="section"><div class="w-container"><h1>Contact</h1><div class="w-richtext"><p>Vuilleumier Rochat architectes SA, Avenue de Rumine 33, CH-1005 Lausanne<br>T ${tel('+41 21 312 45 50')}</p>` +
      `<p>International clients and competition organisers writing in English or German are welcome to contact Thomas Keller, project architect, at ${mailto(`tkeller@${HOST}`)}.</p></div></div></div>`,
  });

  const team = (m: Member, extra: CaseKind[] = []): CrawlWorldSite['truth']['addresses'][number] => ({
    address: `${m.local}@${HOST}`,
    name: m.name,
    title: m.fr,
    titleAlternatives: [m.en],
    pages: ['/bureau', '/en/office'],
    cases: ['card', 'microdata', 'plain', 'hreflang', ...extra],
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /intranet\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/bureau', '/projets', '/projets/ecole-des-charmettes', '/projets/cooperative-prilly', '/bim', '/contact', '/mentions-legales'], '2025-05-06'),
      pages,
      headers: { Server: 'cloudflare', 'x-wf-region': 'eu-central-1', 'surrogate-key': `${HOST} 64f1c2a7b3e9d0a1c4e5f6a7 pageId:64f1c2a7b3e9d0a1c4e5f6b0` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-28',
      languages: ['fr', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        team(TEAM[0]!),
        { ...team(TEAM[1]!), titleAlternatives: ['Partner, project director', 'Associée', 'Directrice de projets'] },
        team(TEAM[2]!),
        team(TEAM[3]!),
        {
          address: `njeanneret@${HOST}`,
          name: 'Nathalie Jeanneret',
          title: 'responsable administrative',
          titleAlternatives: ['Responsable administrative'],
          pages: ['/contact'],
          encoded: { kind: 'script', text: NATHALIE_EMBED },
          cases: ['name-title-line', 'script-concat'],
        },
        {
          address: `aberset@${HOST}`,
          name: 'Anouk Berset',
          title: 'chargée de communication',
          titleAlternatives: ['Chargée de communication'],
          pages: ['/projets/ecole-des-charmettes'],
          cases: ['label-line', 'plain', 'deep-page'],
        },
        { address: `tkeller@${HOST}`, name: 'Thomas Keller', title: 'project architect', titleAlternatives: ['Project architect'], pages: ['/en/contact'], cases: ['name-title-line', 'prose', 'plain', 'hreflang', 'deep-page'] },
        { address: `cmatthey@${HOST}`, name: 'Claude Matthey', title: 'Responsable BIM', pages: ['/contact'], cases: ['json-ld-only', 'json-ld-person'] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/intranet'],
      nonAddresses: [
        { text: `it@${HOST}`, kind: 'disallowed' },
        { text: 'git@github.com:vr-architectes/sia416-tools.git', kind: 'git' },
        { text: 'splide@4.1.4', kind: 'package' },
        { text: 'bonjour@studio-nord.ch', kind: 'other-company' },
        { text: 'prenom.nom@exemple.ch', kind: 'placeholder' },
      ],
    },
  };
}
