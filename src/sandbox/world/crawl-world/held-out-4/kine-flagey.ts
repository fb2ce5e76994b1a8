/**
 * Kiné Flagey: a physiotherapy practice in Ixelles (Brussels), French with a Dutch version. A
 * WordPress site (Astra theme, the "Team Members" plugin for the team grid, Polylang with its
 * drop-down language switcher, an e-mail encoder plugin in the footer, Yoast's sitemap index).
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'kine-flagey.test';
const ORIGIN = `http://${HOST}`;
const UP = '/wp-content/uploads';

/** The fr page and its nl translation (Polylang). */
const PAIRS: [string, string][] = [
  ['/', '/nl'],
  ['/equipe', '/nl/ons-team'],
  ['/soins/reeducation-perineale', '/nl/behandelingen/bekkenbodemtherapie'],
  ['/contact', '/nl/contact'],
  ['/politique-de-confidentialite', '/nl/privacybeleid'],
];

function alternates(path: string): Record<string, string> | undefined {
  const pair = PAIRS.find(([fr, nl]) => fr === path || nl === path);
  if (!pair) return undefined;
  const [fr, nl] = pair;
  return { 'fr-BE': fr, 'nl-BE': nl, 'x-default': fr };
}

const MENU: Record<'fr' | 'nl', [string, string][]> = {
  fr: [
    ['/', 'Accueil'],
    ['/equipe', 'L’équipe'],
    ['/soins/kine-du-sport', 'Kiné du sport'],
    ['/soins/reeducation-perineale', 'Rééducation périnéale'],
    ['/contact', 'Contact & rendez-vous'],
  ],
  nl: [
    ['/nl', 'Home'],
    ['/nl/ons-team', 'Ons team'],
    ['/nl/behandelingen/bekkenbodemtherapie', 'Bekkenbodemtherapie'],
    ['/nl/contact', 'Contact & afspraken'],
  ],
};

function lang2(page: PageSpec): 'fr' | 'nl' {
  return page.lang.startsWith('nl') ? 'nl' : 'fr';
}

/** Polylang's drop-down switcher: a <select> whose options are the translations' URLs. */
function switcher(page: PageSpec): string {
  const alt = alternates(page.path) ?? { 'fr-BE': '/', 'nl-BE': '/nl' };
  const opt = (code: 'fr' | 'nl', label: string) => {
    const path = alt[`${code}-BE`] ?? (code === 'fr' ? '/' : '/nl');
    const url = `${ORIGIN}${path === '/' ? '/' : `${path}/`}`;
    return `<option value="${url}" lang="${code}-BE"${lang2(page) === code ? " selected='selected'" : ''}>${label}</option>`;
  };
  return (
    `<form name="lang_choice_1" id="lang_choice_1" class="pll-switcher-form"><label class="screen-reader-text" for="lang_choice_1">Choisir une langue</label>` +
    `<select name="lang_choice_1" id="lang_choice_1" class="pll-switcher-select">${opt('fr', 'FR')}${opt('nl', 'NL')}</select>` +
    `<script type="text/javascript">document.getElementById( "lang_choice_1" ).addEventListener( "change", function ( event ) { location.href = event.currentTarget.value; } )</script></form>`
  );
}

const theme: Theme = {
  host: HOST,
  siteName: 'Kiné Flagey',
  head: [
    '<meta name="generator" content="WordPress 6.5.2">',
    `<link rel="stylesheet" id="astra-theme-css-css" href="/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.11" media="all">`,
    `<link rel="stylesheet" id="tmm-css" href="/wp-content/plugins/team-members/inc/css/tmm_style.css?ver=6.5.2" media="all">`,
    `<link rel="icon" href="${UP}/2023/01/cropped-favicon-kf-32x32.png" sizes="32x32">`,
  ],
  header: (page) => {
    const l = lang2(page);
    return (
      `<header id="masthead" class="site-header ast-primary-submenu-animation-fade header-main-layout-1" itemscope="itemscope" itemtype="https://schema.org/WPHeader">\n` +
      `<div class="site-branding"><div class="ast-site-identity"><span class="site-logo-img"><a href="${l === 'nl' ? '/nl/' : '/'}" class="custom-logo-link" rel="home">` +
      `<img width="220" height="64" src="${UP}/2023/01/logo-kine-flagey.png" class="custom-logo" alt="Kiné Flagey" srcset="${UP}/2023/01/logo-kine-flagey.png 1x, ${UP}/2023/01/logo-kine-flagey@2x.png 2x"></a></span></div></div>\n` +
      `<nav id="primary-site-navigation" class="site-navigation ast-flex-grow-1 navigation-accessibility" aria-label="Site Navigation" itemscope="itemscope" itemtype="https://schema.org/SiteNavigationElement"><ul id="primary-menu" class="main-header-menu ast-menu-shadow ast-nav-menu ast-flex">` +
      MENU[l].map(([href, label]) => `<li class="menu-item${href === page.path ? ' current-menu-item' : ''}"><a href="${href === '/' || href === '/nl' ? `${href}${href === '/' ? '' : '/'}` : `${href}/`}" class="menu-link">${esc(label)}</a></li>`).join('') +
      `<li class="menu-item pll-parent-menu-item">${switcher(page)}</li></ul></nav>\n` +
      `</header>`
    );
  },
  footer: (page) => {
    const l = lang2(page);
    const info = 'info@kine-flagey.test';
    return (
      `<footer class="site-footer" id="colophon" itemscope="itemscope" itemtype="https://schema.org/WPFooter">\n` +
      `<div class="footer-widget-area"><section id="text-2" class="widget widget_text"><h2 class="widget-title">Kiné Flagey</h2><div class="textwidget">` +
      `<p>Rue de la Brasserie 41<br>1050 ${l === 'nl' ? 'Elsene' : 'Ixelles'}<br>${tel('+32 2 640 18 27')}<br>` +
      `<a href="${entities(`mailto:${info}`)}">${entities(info)}</a></p>` +
      `<p>${l === 'nl' ? 'Geconventioneerd – RIZIV' : 'Conventionné – INAMI'}</p></div></section>\n` +
      `<section id="nav_menu-3" class="widget widget_nav_menu"><ul class="menu">` +
      (l === 'nl'
        ? `<li><a href="/nl/privacybeleid/">Privacybeleid</a></li>`
        : `<li><a href="/politique-de-confidentialite/">Politique de confidentialité</a></li><li><a href="/espace-praticiens/">Espace praticiens</a></li>`) +
      `</ul></section></div>\n` +
      `<div class="ast-small-footer"><p>© 2025 Kiné Flagey SRL – BCE 0712.345.118 · ${l === 'nl' ? 'Website' : 'Site réalisé par'} <a href="https://studio-pixelbrol.test/" rel="nofollow">Pixelbrol</a></p></div>\n` +
      `</footer>`
    );
  },
  privacyPath: { fr: '/politique-de-confidentialite/', nl: '/nl/privacybeleid/' },
  bodyEnd: [
    `<script src="/wp-content/themes/astra/assets/js/minified/frontend.min.js?ver=4.6.11" id="astra-theme-js-js"></script>`,
  ],
};

/** One card of the Team Members plugin (first and last name fields, job, description, social links). */
function tmmMember(m: { fname: string; lname: string; job: string; desc: string; photo: string; email?: string; phone?: string }): string {
  return (
    `<div class="tmm_member" style="border-top:#2a7f8e solid 5px;">` +
    `<div class="tmm_photo tmm_pic_${esc(m.photo)}" style="background: url(${UP}/2024/09/${m.photo}-300x300.jpg); margin-left:auto; margin-right:auto; background-size:cover !important;"></div>` +
    `<div class="tmm_textblock">` +
    `<div class="tmm_names"><span class="tmm_fname">${esc(m.fname)}</span> <span class="tmm_lname">${esc(m.lname)}</span></div>` +
    `<div class="tmm_job">${esc(m.job)}</div>` +
    `<div class="tmm_desc" style="text-align:center">${m.desc}</div>` +
    `<div class="tmm_scblock">` +
    (m.email ? `<a class="tmm_sociallink" href="mailto:${m.email}" title="Email"><img alt="Email" src="/wp-content/plugins/team-members/inc/img/links/email.png"/></a>` : '') +
    (m.phone ? `<a class="tmm_sociallink" href="tel:${m.phone.replace(/\s/g, '')}" title="Téléphone"><img alt="Téléphone" src="/wp-content/plugins/team-members/inc/img/links/phone.png"/></a>` : '') +
    `<a class="tmm_sociallink" href="https://www.linkedin.com/in/${m.photo}" title="LinkedIn"><img alt="LinkedIn" src="/wp-content/plugins/team-members/inc/img/links/linkedin.png"/></a>` +
    `</div></div></div>`
  );
}

function tmmGrid(id: string, members: string[]): string {
  return `<div class="tmm tmm_${id}"><div class="tmm_3_columns tmm_wrap tmm_plugin_f">${members.join('\n')}</div></div>`;
}

const entryHeader = (title: string) => `<header class="entry-header"><h1 class="entry-title" itemprop="headline">${esc(title)}</h1></header>`;
const article = (id: number, title: string, content: string) =>
  `<article class="post-${id} page type-page status-publish ast-article-single" id="post-${id}" itemtype="https://schema.org/CreativeWork" itemscope="itemscope">\n${entryHeader(title)}\n<div class="entry-content clear" itemprop="text">\n${content}\n</div>\n</article>`;

const YOAST = (path: string, name: string, lang: string) => ({
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebPage', '@id': `${ORIGIN}${path}`, url: `${ORIGIN}${path}`, name, isPartOf: { '@id': `${ORIGIN}/#website` }, inLanguage: lang },
    { '@type': 'WebSite', '@id': `${ORIGIN}/#website`, url: `${ORIGIN}/`, name: 'Kiné Flagey', publisher: { '@id': `${ORIGIN}/#organization` }, inLanguage: lang },
    { '@type': 'Organization', '@id': `${ORIGIN}/#organization`, name: 'Kiné Flagey', url: `${ORIGIN}/`, logo: { '@type': 'ImageObject', url: `${ORIGIN}${UP}/2023/01/logo-kine-flagey.png` } },
  ],
});

function page(spec: Omit<PageSpec, 'alternates'>): SandboxPage {
  const alt = alternates(spec.path);
  return renderPage(theme, { ...spec, ...(alt ? { alternates: alt } : {}), jsonLd: [YOAST(spec.path, spec.title, spec.lang), ...(spec.jsonLd ?? [])] });
}

export function kineFlagey(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Kinésithérapie à Ixelles, place Flagey',
    lang: 'fr-BE',
    description: 'Cabinet de kinésithérapie conventionné à Ixelles : kiné du sport, rééducation périnéale, kiné respiratoire et à domicile.',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Physiotherapy',
        name: 'Kiné Flagey',
        image: `${ORIGIN}${UP}/2023/01/cabinet-flagey.jpg`,
        telephone: '+32 2 640 18 27',
        email: 'mailto:info@kine-flagey.test',
        address: { '@type': 'PostalAddress', streetAddress: 'Rue de la Brasserie 41', postalCode: '1050', addressLocality: 'Ixelles', addressCountry: 'BE' },
        openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '07:30', closes: '20:00' }],
        priceRange: '€€',
      },
    ],
    main: article(
      2,
      'Bienvenue chez Kiné Flagey',
      `<p>Notre cabinet de kinésithérapie vous accueille à deux pas de la place Flagey, du lundi au vendredi de 7h30 à 20h. Nous sommes conventionnés : les séances prescrites sont remboursées par votre mutuelle.</p>
<div class="wp-block-columns"><div class="wp-block-column"><h3>Kiné du sport</h3><p>Entorses, tendinites, reprise après une opération du genou… <a href="/soins/kine-du-sport/">En savoir plus</a></p></div>
<div class="wp-block-column"><h3>Rééducation périnéale</h3><p>Après l’accouchement, en cas de fuites ou de douleurs pelviennes. <a href="/soins/reeducation-perineale/">En savoir plus</a></p></div>
<div class="wp-block-column"><h3>Kiné à domicile</h3><p>Pour les patients qui ne peuvent pas se déplacer, à Ixelles et Etterbeek.</p></div></div>
<p><a class="wp-block-button__link" href="/contact/">Prendre rendez-vous</a> <a class="wp-block-button__link is-style-outline" href="/equipe/">Découvrir l’équipe</a></p>`,
    ),
  });

  const teamFr = [
    tmmMember({ fname: 'Sophie', lname: 'Dumont', job: 'Kinésithérapeute, fondatrice', photo: 'sophie-dumont', email: 'sophie.dumont@kine-flagey.test', desc: 'Thérapie manuelle, lombalgies, kiné respiratoire. Diplômée de l’ULB (2008).' }),
    tmmMember({ fname: 'Thomas', lname: 'Verhaegen', job: 'Kinésithérapeute du sport', photo: 'thomas-verhaegen', email: 'thomas.verhaegen@kine-flagey.test', desc: 'Suivi des sportifs, reprise après ligamentoplastie, prévention des blessures. Maître de stage.' }),
    tmmMember({ fname: 'Lies', lname: 'Van den Bossche', job: 'Kinésithérapeute – rééducation périnéale', photo: 'lies-van-den-bossche', email: 'lies.vandenbossche@kine-flagey.test', desc: 'Rééducation périnéale et abdominale, pré- et post-natal. Consultations en français et en néerlandais.' }),
    tmmMember({ fname: 'Dr Karim', lname: 'Benali', job: 'Médecin du sport', photo: 'karim-benali', email: 'karim.benali@kine-flagey.test', desc: 'Consultations de médecine du sport le jeudi après-midi, sur rendez-vous.' }),
  ];
  pages['/equipe'] = page({
    path: '/equipe',
    title: 'L’équipe',
    lang: 'fr-BE',
    main: article(14, 'L’équipe', `<p>Quatre thérapeutes, une même approche : vous expliquer ce que vous avez et vous rendre autonome le plus vite possible.</p>\n${tmmGrid('equipe', teamFr)}\n<!-- TODO retirer l'ancienne carte : Marie Lambert (marie.lambert@kine-flagey.test) a quitté le cabinet en juin 2024 -->`),
  });

  pages['/soins/kine-du-sport'] = page({
    path: '/soins/kine-du-sport',
    title: 'Kiné du sport',
    lang: 'fr-BE',
    main: article(
      21,
      'Kiné du sport',
      `<p>Que vous couriez votre premier 20 km de Bruxelles ou que vous jouiez en division nationale, nous adaptons la rééducation à votre sport et à votre calendrier.</p>
<ul><li>Entorses de la cheville et du genou</li><li>Tendinopathies (Achille, rotulienne, épaule)</li><li>Reprise après ligamentoplastie du LCA</li><li>Tests isocinétiques et de retour au jeu</li></ul>
<p>Le jeudi après-midi, un médecin du sport consulte au cabinet : pratique si vous avez besoin d’une prescription ou d’un avis sur une imagerie.</p>
<p><a href="/contact/">Prendre rendez-vous</a></p>`,
    ),
  });

  pages['/soins/reeducation-perineale'] = page({
    path: '/soins/reeducation-perineale',
    title: 'Rééducation périnéale',
    lang: 'fr-BE',
    main: article(
      23,
      'Rééducation périnéale',
      `<p>La rééducation périnéale s’adresse aux femmes après un accouchement, mais aussi aux hommes après une prostatectomie et à toute personne souffrant de fuites urinaires ou de douleurs pelviennes.</p>
<p>Les séances sont assurées par Lies Van den Bossche, kinésithérapeute spécialisée en rééducation pelvi-périnéale ; vous pouvez lui écrire directement à <a href="mailto:lies.vandenbossche@kine-flagey.test">lies.vandenbossche@kine-flagey.test</a> si vous avez une question avant de prendre rendez-vous.</p>
<p>La mutuelle rembourse 9 séances par grossesse (prescription du gynécologue ou du médecin traitant).</p>`,
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact & rendez-vous',
    lang: 'fr-BE',
    main: article(
      31,
      'Contact & rendez-vous',
      `<div class="wp-block-columns"><div class="wp-block-column">
<div itemscope itemtype="https://schema.org/Physiotherapy">
<h2 itemprop="name">Kiné Flagey</h2>
<address itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><span itemprop="streetAddress">Rue de la Brasserie 41</span><br><span itemprop="postalCode">1050</span> <span itemprop="addressLocality">Ixelles</span></address>
<p>Tél. <span itemprop="telephone">${tel('02 640 18 27')}</span><br>E-mail : <span itemprop="email"><a href="mailto:info@kine-flagey.test">info@kine-flagey.test</a></span></p>
</div>
<p>Le secrétariat répond au téléphone du lundi au vendredi de 8h à 12h. En dehors de ces heures, laissez un message ou écrivez-nous.</p>
<p><strong>Attestations de soins, factures et questions mutuelle :</strong> ${mailto('facturation@kine-flagey.test')}</p>
<p>Tram 81, bus 38, 59 et 60 (arrêt Flagey). Parking Flagey à 150 m.</p>
</div>
<div class="wp-block-column"><div class="wpforms-container"><form id="wpforms-form-112" class="wpforms-form" method="post" action="/contact/">
<label for="wpforms-112-field_0">Nom</label><input type="text" id="wpforms-112-field_0" name="wpforms[fields][0]">
<label for="wpforms-112-field_1">E-mail</label><input type="email" id="wpforms-112-field_1" name="wpforms[fields][1]" placeholder="votre.nom@exemple.be">
<label for="wpforms-112-field_2">Message</label><textarea id="wpforms-112-field_2" name="wpforms[fields][2]"></textarea>
<button type="submit" class="wpforms-submit">Envoyer</button></form></div></div></div>`,
    ),
  });

  pages['/politique-de-confidentialite'] = page({
    path: '/politique-de-confidentialite',
    title: 'Politique de confidentialité',
    lang: 'fr-BE',
    main: article(
      3,
      'Politique de confidentialité',
      `<h2>Responsable du traitement</h2>
<p>Kiné Flagey SRL, Rue de la Brasserie 41, 1050 Ixelles, BCE 0712.345.118, représentée par Sophie Dumont, gérante.</p>
<h2>Vos droits</h2>
<p>Vous pouvez à tout moment demander l’accès à vos données, leur rectification ou leur effacement, dans les limites de nos obligations légales de conservation du dossier patient. Pour exercer vos droits, écrivez à ${mailto('privacy@kine-flagey.test')}.</p>
<p>Si vous estimez que vos droits ne sont pas respectés, vous pouvez introduire une plainte auprès de l’Autorité de protection des données, rue de la Presse 35, 1000 Bruxelles, contact@apd-gba.test.</p>
<h2>Cookies</h2><p>Ce site utilise des cookies fonctionnels et, avec votre accord, des cookies de mesure d’audience.</p>`,
    ),
  });

  pages['/espace-praticiens'] = page({
    path: '/espace-praticiens',
    title: 'Espace praticiens',
    lang: 'fr-BE',
    main: article(
      40,
      'Espace praticiens',
      `<p>Réservé aux kinésithérapeutes du cabinet et aux remplaçants.</p>
<p>Planning des remplacements de l’été, échanges de plages horaires : ${mailto('planning@kine-flagey.test')}</p>
<p><a href="/wp-login.php">Se connecter</a></p>`,
    ),
  });

  // ----- nl -----
  pages['/nl'] = page({
    path: '/nl',
    title: 'Kinesitherapie in Elsene, Flageyplein',
    lang: 'nl-BE',
    description: 'Geconventioneerde kinepraktijk in Elsene: sportkine, bekkenbodemtherapie, ademhalingskine en kine aan huis.',
    main: article(
      5,
      'Welkom bij Kiné Flagey',
      `<p>Onze kinepraktijk ligt op wandelafstand van het Flageyplein en is open van maandag tot vrijdag van 7.30 tot 20 uur. We zijn geconventioneerd: voorgeschreven sessies worden door uw ziekenfonds terugbetaald.</p>
<p><a href="/nl/behandelingen/bekkenbodemtherapie/">Bekkenbodemtherapie</a> · <a href="/nl/ons-team/">Ons team</a> · <a href="/nl/contact/">Een afspraak maken</a></p>`,
    ),
  });

  const teamNl = [
    tmmMember({ fname: 'Sophie', lname: 'Dumont', job: 'Kinesitherapeut, oprichtster', photo: 'sophie-dumont', email: 'sophie.dumont@kine-flagey.test', desc: 'Manuele therapie, lage rugpijn, ademhalingskine.' }),
    tmmMember({ fname: 'Thomas', lname: 'Verhaegen', job: 'Sportkinesitherapeut', photo: 'thomas-verhaegen', email: 'thomas.verhaegen@kine-flagey.test', desc: 'Begeleiding van sporters, revalidatie na een kruisbandoperatie, preventie.' }),
    tmmMember({ fname: 'Lies', lname: 'Van den Bossche', job: 'Kinesitherapeut – bekkenbodemtherapie', photo: 'lies-van-den-bossche', email: 'lies.vandenbossche@kine-flagey.test', desc: 'Bekkenbodem- en buikspierrevalidatie, pre- en postnataal.' }),
    tmmMember({ fname: 'Pieter-Jan', lname: 'Claes', job: 'Kinesitherapeut', photo: 'pieter-jan-claes', email: 'pieter-jan.claes@kine-flagey.test', desc: 'Nieuw in de praktijk sinds maart 2025. Kine aan huis en geriatrie.' }),
    tmmMember({ fname: 'Dr Karim', lname: 'Benali', job: 'Sportarts', photo: 'karim-benali', email: 'karim.benali@kine-flagey.test', desc: 'Raadplegingen sportgeneeskunde op donderdagnamiddag, op afspraak.' }),
  ];
  pages['/nl/ons-team'] = page({
    path: '/nl/ons-team',
    title: 'Ons team',
    lang: 'nl-BE',
    main: article(16, 'Ons team', `<p>Vijf therapeuten, één aanpak: we leggen uit wat er scheelt en maken u zo snel mogelijk weer zelfstandig.</p>\n${tmmGrid('ons-team', teamNl)}`),
  });

  pages['/nl/behandelingen/bekkenbodemtherapie'] = page({
    path: '/nl/behandelingen/bekkenbodemtherapie',
    title: 'Bekkenbodemtherapie',
    lang: 'nl-BE',
    main: article(
      25,
      'Bekkenbodemtherapie',
      `<p>Bekkenbodemtherapie is er voor vrouwen na een bevalling, voor mannen na een prostatectomie en voor iedereen met urineverlies of bekkenpijn.</p>
<p>Het ziekenfonds betaalt 9 sessies per zwangerschap terug (voorschrift van de gynaecoloog of huisarts). <a href="/nl/contact/">Maak een afspraak</a>.</p>`,
    ),
  });

  pages['/nl/contact'] = page({
    path: '/nl/contact',
    title: 'Contact & afspraken',
    lang: 'nl-BE',
    main: article(
      33,
      'Contact & afspraken',
      `<address>Kiné Flagey<br>Brouwerijstraat 41<br>1050 Elsene</address>
<p>Tel. ${tel('02 640 18 27')}<br>E-mail: ${mailto('info@kine-flagey.test')}</p>
<p>Getuigschriften, facturen en vragen over het ziekenfonds: ${mailto('facturation@kine-flagey.test')}</p>
<p>Het secretariaat is telefonisch bereikbaar van maandag tot vrijdag van 8 tot 12 uur.</p>`,
    ),
  });

  pages['/nl/privacybeleid'] = page({
    path: '/nl/privacybeleid',
    title: 'Privacybeleid',
    lang: 'nl-BE',
    main: article(
      7,
      'Privacybeleid',
      `<h2>Verwerkingsverantwoordelijke</h2>
<p>Kiné Flagey BV, Brouwerijstraat 41, 1050 Elsene, KBO 0712.345.118, vertegenwoordigd door Sophie Dumont, zaakvoerder.</p>
<h2>Uw rechten</h2>
<p>U kunt op elk moment inzage, verbetering of verwijdering van uw gegevens vragen via ${mailto('privacy@kine-flagey.test')}. U kunt ook klacht indienen bij de Gegevensbeschermingsautoriteit, Drukpersstraat 35, 1000 Brussel.</p>`,
    ),
  });

  const sitemapPaths = ['/', '/equipe', '/soins/kine-du-sport', '/soins/reeducation-perineale', '/contact', '/politique-de-confidentialite', '/nl', '/nl/ons-team', '/nl/behandelingen/bekkenbodemtherapie', '/nl/contact', '/nl/privacybeleid'];
  pages['/sitemap_index.xml'] = xmlPage(sitemapIndex(HOST, ['/page-sitemap.xml']));
  pages['/page-sitemap.xml'] = xmlPage(urlset(HOST, sitemapPaths.map((p) => (p === '/' ? '/' : `${p}/`)), '2025-03-02'));

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /espace-praticiens\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: ${ORIGIN}/sitemap_index.xml\n`,
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.2.18', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-4',
      languages: ['fr', 'nl'],
      addresses: [
        {
          address: 'sophie.dumont@kine-flagey.test',
          name: 'Sophie Dumont',
          title: 'Kinésithérapeute, fondatrice',
          titleAlternatives: ['Kinesitherapeut, oprichtster'],
          pages: ['/equipe', '/nl/ons-team'],
          cases: ['card', 'plain', 'link-non-english'],
        },
        {
          address: 'thomas.verhaegen@kine-flagey.test',
          name: 'Thomas Verhaegen',
          title: 'Kinésithérapeute du sport',
          titleAlternatives: ['Sportkinesitherapeut'],
          pages: ['/equipe', '/nl/ons-team'],
          cases: ['card', 'plain', 'link-non-english'],
        },
        {
          address: 'lies.vandenbossche@kine-flagey.test',
          name: 'Lies Van den Bossche',
          title: 'Kinésithérapeute – rééducation périnéale',
          titleAlternatives: ['Kinesitherapeut – bekkenbodemtherapie', 'kinésithérapeute spécialisée en rééducation pelvi-périnéale'],
          pages: ['/equipe', '/nl/ons-team', '/soins/reeducation-perineale'],
          cases: ['card', 'prose', 'plain', 'link-non-english'],
        },
        {
          address: 'karim.benali@kine-flagey.test',
          name: 'Karim Benali',
          title: 'Médecin du sport',
          titleAlternatives: ['Sportarts'],
          pages: ['/equipe', '/nl/ons-team'],
          cases: ['card', 'honorific', 'plain', 'link-non-english'],
        },
        {
          address: 'pieter-jan.claes@kine-flagey.test',
          name: 'Pieter-Jan Claes',
          title: 'Kinesitherapeut',
          pages: ['/nl/ons-team'],
          cases: ['card', 'plain', 'hreflang', 'deep-page', 'link-non-english'],
        },
        {
          address: 'info@kine-flagey.test',
          name: null,
          title: null,
          pages: Object.keys(pages).filter((p) => !p.endsWith('.xml') && p !== '/espace-praticiens'),
          cases: ['role', 'plain', 'entities', 'microdata', 'json-ld-mailto'],
        },
        {
          address: 'facturation@kine-flagey.test',
          name: null,
          title: null,
          pages: ['/contact', '/nl/contact'],
          cases: ['role', 'plain', 'label-line'],
        },
        {
          address: 'privacy@kine-flagey.test',
          name: null,
          title: null,
          pages: ['/politique-de-confidentialite', '/nl/privacybeleid'],
          cases: ['role', 'neighbour', 'plain', 'link-non-english'],
        },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/espace-praticiens'],
      nonAddresses: [
        { text: 'logo-kine-flagey@2x.png', kind: 'retina' },
        { text: 'marie.lambert@kine-flagey.test', kind: 'comment' },
        { text: 'planning@kine-flagey.test', kind: 'disallowed' },
        { text: 'contact@apd-gba.test', kind: 'other-company' },
        { text: 'votre.nom@exemple.be', kind: 'placeholder' },
      ],
    },
  };
}
