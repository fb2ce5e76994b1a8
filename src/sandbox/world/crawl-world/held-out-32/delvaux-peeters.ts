/**
 * Delvaux & Peeters: a bilingual accounting and tax practice in Brussels (Etterbeek), on WordPress
 * with the Astra theme and WPML, French at the root and Dutch under /nl/ (reached through the
 * hreflang alternates; the language switcher is a script-driven drop-down). The team as a table
 * (Nom | Fonction | E-mail) on the French page and again, with Dutch titles, on the Dutch one; two
 * addresses written as character references by an e-mail encoder plugin. The contact page states
 * the scheme ("initiale.nom@…"), carries a billing ContactPoint in JSON-LD, and the Dutch contact
 * page (two steps from home) names the colleague for Dutch-speaking files. A former partner's
 * address in an HTML comment, the payroll bureau's address and the client portal (disallowed) are
 * traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'delvaux-peeters.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<'fr' | 'nl', [string, string][]> = {
  fr: [
    ['/', 'Accueil'],
    ['/le-cabinet/', 'Le cabinet'],
    ['/services/', 'Services'],
    ['/equipe/', 'Équipe'],
    ['/contact/', 'Contact'],
  ],
  nl: [
    ['/nl/', 'Home'],
    ['/nl/kantoor/', 'Ons kantoor'],
    ['/nl/team/', 'Team'],
    ['/nl/contact/', 'Contact'],
  ],
};

const lang2 = (p: PageSpec): 'fr' | 'nl' => (p.lang.startsWith('nl') ? 'nl' : 'fr');

const theme: Theme = {
  host: HOST,
  siteName: 'Delvaux & Peeters',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    '<meta name="generator" content="WPML ver:4.6.11 stt:4,38;">',
    `<link rel='stylesheet' id='astra-theme-css-css' href='${ORIGIN}/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.14' media='all'>`,
    `<link rel='stylesheet' id='wpml-legacy-dropdown-0-css' href='${ORIGIN}/wp-content/plugins/sitepress-multilingual-cms/templates/language-switchers/legacy-dropdown/style.min.css?ver=1' media='all'>`,
    `<script src='${ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1' id='jquery-core-js'></script>`,
  ],
  header: (p) =>
    `<div class="hfeed site" id="page"><a class="skip-link screen-reader-text" href="#content">${lang2(p) === 'nl' ? 'Naar de inhoud springen' : 'Aller au contenu'}</a>` +
    `<header class="site-header header-main-layout-1 ast-primary-menu-enabled ast-logo-title-inline" id="masthead" itemscope="itemscope" itemtype="https://schema.org/WPHeader"><div class="main-header-bar-wrap"><div class="main-header-bar"><div class="ast-container"><div class="ast-flex main-header-container">` +
    `<div class="site-branding"><div class="ast-site-identity"><span class="site-logo-img"><a href="${lang2(p) === 'nl' ? '/nl/' : '/'}" class="custom-logo-link" rel="home"><img width="220" height="60" src="/wp-content/uploads/2023/02/logo-delvaux-peeters.svg" class="custom-logo" alt="Delvaux &amp; Peeters"></a></span></div></div>` +
    `<div class="ast-mobile-menu-buttons"><button class="menu-toggle main-header-menu-toggle ast-mobile-menu-buttons-minimal" aria-expanded="false"><span class="screen-reader-text">Menu</span></button></div>` +
    `<div class="ast-main-header-bar-alignment"><div class="main-header-bar-navigation"><nav class="site-navigation ast-flex-grow-1 navigation-accessibility" id="primary-site-navigation" aria-label="Site Navigation" itemscope="itemscope" itemtype="https://schema.org/SiteNavigationElement"><div class="main-navigation"><ul id="primary-menu" class="main-header-menu ast-menu-shadow ast-nav-menu ast-flex ast-justify-content-flex-end submenu-with-border">` +
    MENU[lang2(p)].map(([href, label], i) => `<li id="menu-item-${101 + i}" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-${101 + i}"><a href="${href}" class="menu-link">${esc(label)}</a></li>`).join('') +
    `</ul></div></nav></div></div>` +
    `<div class="wpml-ls-statics-shortcode_actions wpml-ls wpml-ls-legacy-dropdown js-wpml-ls-legacy-dropdown"><select class="wpml-ls-select" aria-label="Langue / Taal" onchange="if(this.value){window.location=this.options[this.selectedIndex].getAttribute('data-url');}">` +
    `<option value="fr" data-url="${p.alternates?.fr ?? '/'}"${lang2(p) === 'fr' ? ' selected' : ''}>FR</option><option value="nl" data-url="${p.alternates?.nl ?? '/'}"${lang2(p) === 'nl' ? ' selected' : ''}>NL</option></select></div>` +
    `</div></div></div></div></header><div id="content" class="site-content"><div class="ast-container"><div id="primary" class="content-area primary">`,
  footer: (p) =>
    `</div></div></div><footer class="site-footer" id="colophon" itemtype="https://schema.org/WPFooter" itemscope="itemscope"><div class="site-primary-footer-wrap ast-builder-grid-row-container site-footer-focus-item ast-builder-grid-row-3-equal"><div class="ast-builder-grid-row-container-inner"><div class="site-footer-primary-section-1 site-footer-section">` +
    `<aside class="footer-widget-area widget-area site-footer-focus-item"><section id="text-2" class="widget widget_text"><div class="textwidget"><p><strong>Delvaux &amp; Peeters SRL</strong><br>Avenue de Tervueren 118, 1040 ${lang2(p) === 'nl' ? 'Etterbeek (Brussel)' : 'Etterbeek (Bruxelles)'}<br>${tel('+32 2 734 18 60')}<br>${mailto(`info@${HOST}`)}</p><p>${lang2(p) === 'nl' ? 'Ondernemingsnummer' : "Numéro d'entreprise"} BE 0712.458.903 – ITAA 50.781.364</p></div></section></aside></div>` +
    `<div class="site-footer-primary-section-2 site-footer-section"><nav class="footer-navigation"><ul class="menu"><li class="menu-item"><a href="/espace-client/">${lang2(p) === 'nl' ? 'Klantenportaal' : 'Espace client'}</a></li><li class="menu-item"><a href="${lang2(p) === 'nl' ? '/nl/privacy/' : '/vie-privee/'}">${lang2(p) === 'nl' ? 'Privacy' : 'Vie privée'}</a></li><li class="menu-item"><a href="/mentions-legales/">${lang2(p) === 'nl' ? 'Wettelijke vermeldingen' : 'Mentions légales'}</a></li></ul></nav></div></div></div>` +
    `<div class="ast-small-footer"><div class="ast-footer-copyright"><p>© 2025 Delvaux &amp; Peeters – ${lang2(p) === 'nl' ? 'Alle rechten voorbehouden' : 'Tous droits réservés'}</p></div></div></footer></div>`,
  privacyPath: { fr: '/vie-privee/', nl: '/nl/privacy/' },
  bodyEnd: [
    `<script id='astra-theme-js-js-extra'>var astra = {"break_point":"921","isRtl":"","is_scroll_to_id":"","is_scroll_to_top":"","is_header_footer_builder_active":"1"};</script>`,
    `<script src='${ORIGIN}/wp-content/themes/astra/assets/js/minified/frontend.min.js?ver=4.6.14' id='astra-theme-js-js'></script>`,
  ],
};

const article = (title: string, html: string, id: number): string =>
  `<main id="main" class="site-main"><article class="post-${id} page type-page status-publish ast-article-single" id="post-${id}" itemtype="https://schema.org/CreativeWork" itemscope="itemscope"><header class="entry-header ast-no-thumbnail"><h1 class="entry-title" itemprop="headline">${esc(title)}</h1></header><div class="entry-content clear" itemprop="text">${html}</div></article></main>`;

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

type Member = { name: string; fr: string; nl: string; local: string; encode?: boolean };
const TEAM: Member[] = [
  { name: 'Marc Delvaux', fr: 'Associé – expert-comptable certifié ITAA', nl: 'Vennoot – gecertificeerd accountant ITAA', local: 'm.delvaux' },
  { name: 'Griet Peeters', fr: 'Associée – conseil fiscal certifié ITAA', nl: 'Vennoot – gecertificeerd belastingadviseur ITAA', local: 'g.peeters' },
  { name: 'Nadia Benali', fr: 'Gestionnaire de dossiers senior', nl: 'Senior dossierbeheerder', local: 'n.benali', encode: true },
  { name: 'Thomas Lambert', fr: 'Collaborateur comptable', nl: 'Boekhoudkundig medewerker', local: 't.lambert' },
  { name: 'Inès Moreau', fr: 'Collaboratrice TVA et impôt des personnes physiques', nl: 'Medewerker btw en personenbelasting', local: 'i.moreau', encode: true },
  { name: 'Wouter Janssens', fr: 'Collaborateur comptable – sociétés', nl: 'Boekhoudkundig medewerker – vennootschappen', local: 'w.janssens' },
  { name: 'Chloé Dubois', fr: 'Office manager', nl: 'Officemanager', local: 'c.dubois' },
];

const mailCell = (m: Member): string => {
  const addr = `${m.local}@${HOST}`;
  return m.encode ? `<a href="${entities(`mailto:${addr}`)}">${entities(addr)}</a>` : mailto(addr);
};

const table = (lang: 'fr' | 'nl'): string =>
  `<figure class="wp-block-table is-style-stripes"><table><thead><tr><th>${lang === 'nl' ? 'Naam' : 'Nom'}</th><th>${lang === 'nl' ? 'Functie' : 'Fonction'}</th><th>${lang === 'nl' ? 'E-mail' : 'E-mail'}</th></tr></thead><tbody>` +
  TEAM.map((m) => `<tr><td>${esc(m.name)}</td><td>${esc(lang === 'nl' ? m.nl : m.fr)}</td><td>${mailCell(m)}</td></tr>`).join('') +
  `</tbody></table></figure>`;

export function delvauxPeeters(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const alt = (fr: string, nl: string) => ({ fr, nl, 'x-default': fr });

  pages['/'] = page({
    path: '/',
    lang: 'fr-BE',
    title: 'Expertise comptable et conseil fiscal à Bruxelles',
    alternates: alt('/', '/nl'),
    main: article(
      'Votre fiduciaire à Etterbeek, en français et en néerlandais',
      `<p>Depuis 2009, Delvaux &amp; Peeters accompagne indépendants, professions libérales et PME bruxelloises : tenue de la comptabilité, déclarations TVA, impôt des sociétés et des personnes physiques, création de société et conseil en rémunération du dirigeant.</p>` +
        `<div class="wp-block-buttons"><div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="/contact/">Demander un rendez-vous</a></div></div>`,
      2,
    ),
  });

  pages['/le-cabinet'] = page({
    path: '/le-cabinet',
    lang: 'fr-BE',
    title: 'Le cabinet',
    alternates: alt('/le-cabinet', '/nl/kantoor'),
    main: article(
      'Le cabinet',
      `<p>Fondé par Marc Delvaux, rejoint en 2014 par Griet Peeters, le cabinet compte aujourd'hui neuf personnes. Nous travaillons indifféremment en français et en néerlandais, avec une plateforme de dépôt des pièces (Basecone) et la facturation électronique Peppol.</p><p>Nos deux associés sont membres de l'ITAA et soumis à sa déontologie.</p>`,
      14,
    ),
  });

  pages['/services'] = page({
    path: '/services',
    lang: 'fr-BE',
    title: 'Services',
    alternates: alt('/services', '/nl/kantoor'),
    main: article('Services', `<ul class="wp-block-list"><li>Comptabilité simplifiée et double</li><li>Déclarations et listings TVA, Intervat</li><li>Impôt des sociétés, IPP, INR</li><li>Comptes annuels (BNB) et assemblées générales</li><li>Conseil en structuration et en rémunération</li></ul>`, 16),
  });

  pages['/equipe'] = page({
    path: '/equipe',
    lang: 'fr-BE',
    title: 'Notre équipe',
    alternates: alt('/equipe', '/nl/team'),
    main: article(
      'Notre équipe',
      `<p>Chaque client a un gestionnaire de dossier attitré ; les associés supervisent les clôtures et les dossiers fiscaux.</p>` +
        table('fr') +
        `<!-- ancien associé, retiré du tableau en 01/2025 : Jean Lejeune j.lejeune@${HOST} -->` +
        `<p>Vous souhaitez nous rejoindre ? Consultez la page <a href="/contact/">contact</a>.</p>`,
      18,
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    lang: 'fr-BE',
    title: 'Contact',
    alternates: alt('/contact', '/nl/contact'),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'AccountingService',
        name: 'Delvaux & Peeters',
        url: `${ORIGIN}/`,
        telephone: '+32 2 734 18 60',
        email: `info@${HOST}`,
        address: { '@type': 'PostalAddress', streetAddress: 'Avenue de Tervueren 118', postalCode: '1040', addressLocality: 'Etterbeek', addressCountry: 'BE' },
        contactPoint: [{ '@type': 'ContactPoint', contactType: 'billing', email: `facturation@${HOST}`, availableLanguage: ['fr', 'nl'] }],
      },
    ],
    main: article(
      'Contact',
      `<div class="wp-block-columns"><div class="wp-block-column"><p>Avenue de Tervueren 118<br>1040 Etterbeek<br>Métro Mérode, parking dans la cour</p><p>Tél. ${tel('+32 2 734 18 60')}<br>Secrétariat : ${mailto(`info@${HOST}`)}<br>Questions sur nos notes d'honoraires : ${mailto(`facturation@${HOST}`)}</p></div>` +
        `<div class="wp-block-column"><p>Chaque collaborateur est joignable directement à l'adresse initiale.nom@${HOST} (voir <a href="/equipe/">l'équipe</a>).</p>` +
        `<p>Pour les fiches de paie, nos clients sont renvoyés vers notre secrétariat social partenaire, SecSoc Brabant : paie@secsoc-brabant.be.</p></div></div>`,
      20,
    ),
  });

  pages['/espace-client'] = page({
    path: '/espace-client',
    lang: 'fr-BE',
    title: 'Espace client',
    main: article('Espace client', `<p>Connectez-vous pour déposer vos pièces. En cas de problème d'accès : ${mailto(`portail@${HOST}`)}.</p><form class="login"><input type="text" name="log"><input type="password" name="pwd"></form>`, 40),
  });

  pages['/vie-privee'] = page({ path: '/vie-privee', lang: 'fr-BE', title: 'Vie privée', alternates: alt('/vie-privee', '/nl/privacy'), main: article('Vie privée', `<p>Le responsable du traitement est Delvaux &amp; Peeters SRL. Vos données sont traitées pour l'exécution de la mission et nos obligations anti-blanchiment.</p>`, 3) });
  pages['/mentions-legales'] = page({ path: '/mentions-legales', lang: 'fr-BE', title: 'Mentions légales', main: article('Mentions légales', `<p>Delvaux &amp; Peeters SRL, Avenue de Tervueren 118, 1040 Etterbeek. BCE 0712.458.903. Cabinet agréé ITAA sous le n° 50.781.364.</p>`, 5) });

  // Dutch
  pages['/nl'] = page({
    path: '/nl',
    lang: 'nl-BE',
    title: 'Boekhouding en fiscaal advies in Brussel',
    alternates: alt('/', '/nl'),
    main: article('Uw boekhoudkantoor in Etterbeek, in het Nederlands en het Frans', `<p>Sinds 2009 begeleiden wij zelfstandigen, vrije beroepen en kmo's in Brussel en de Vlaamse Rand: boekhouding, btw-aangiftes, vennootschaps- en personenbelasting, oprichting van vennootschappen.</p>`, 60),
  });
  pages['/nl/kantoor'] = page({ path: '/nl/kantoor', lang: 'nl-BE', title: 'Ons kantoor', alternates: alt('/le-cabinet', '/nl/kantoor'), main: article('Ons kantoor', `<p>Opgericht door Marc Delvaux; Griet Peeters werd vennoot in 2014. Beide vennoten zijn lid van het ITAA.</p>`, 62) });
  pages['/nl/team'] = page({
    path: '/nl/team',
    lang: 'nl-BE',
    title: 'Ons team',
    alternates: alt('/equipe', '/nl/team'),
    main: article('Ons team', `<p>Elke klant heeft een vaste dossierbeheerder; de vennoten volgen de jaarafsluitingen en fiscale dossiers op.</p>` + table('nl'), 64),
  });
  pages['/nl/contact'] = page({
    path: '/nl/contact',
    lang: 'nl-BE',
    title: 'Contact',
    alternates: alt('/contact', '/nl/contact'),
    main: article(
      'Contact',
      `<p>Tervurenlaan 118<br>1040 Etterbeek<br>Tel. ${tel('+32 2 734 18 60')}<br>Secretariaat: ${mailto(`info@${HOST}`)}</p>` +
        `<p>Nederlandstalige dossiers: Sofie Claes, dossierbeheerder – ${mailto(`s.claes@${HOST}`)}</p>`,
      66,
    ),
  });
  pages['/nl/privacy'] = page({ path: '/nl/privacy', lang: 'nl-BE', title: 'Privacy', alternates: alt('/vie-privee', '/nl/privacy'), main: article('Privacyverklaring', `<p>Verwerkingsverantwoordelijke is Delvaux &amp; Peeters BV.</p>`, 68) });

  const ln: CaseKind = 'link-non-english';
  const addresses: TruthAddress[] = [
    { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/contact', '/nl/contact'], cases: ['role', 'plain'] },
    { address: `facturation@${HOST}`, name: null, title: null, pages: ['/contact'], cases: ['role', 'json-ld-contact-point', 'plain'] },
    ...TEAM.map(
      (m): TruthAddress => ({
        address: `${m.local}@${HOST}`,
        name: m.name,
        title: m.fr,
        titleAlternatives: [m.nl],
        pages: ['/equipe', '/nl/team'],
        cases: ['table', m.encode ? 'entities' : 'plain', ln],
      }),
    ),
    { address: `s.claes@${HOST}`, name: 'Sofie Claes', title: 'dossierbeheerder', pages: ['/nl/contact'], cases: ['name-title-line', 'hreflang', 'deep-page', 'plain'] },
  ];

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /espace-client\n`,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.2.18', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-32',
      languages: ['fr', 'nl'],
      addresses,
      pattern: '{f}.{last}',
      statedPattern: { page: '/contact', text: `initiale.nom@${HOST}` },
      disallowed: ['/espace-client'],
      nonAddresses: [
        { text: `initiale.nom@${HOST}`, kind: 'scheme' },
        { text: `j.lejeune@${HOST}`, kind: 'comment' },
        { text: `portail@${HOST}`, kind: 'disallowed' },
        { text: 'paie@secsoc-brabant.be', kind: 'other-company' },
      ],
    },
  };
}
