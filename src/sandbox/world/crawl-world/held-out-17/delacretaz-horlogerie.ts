/**
 * Atelier Delacrétaz: a watch-repair workshop in Geneva (Plainpalais), French with German and
 * English, on Drupal 7 (a Views team list with RDFa). The six people of the workshop as RDFa
 * Persons in three languages (the English page behind "Our watchmakers"), the after-sales contact
 * in a sentence whose address a script writes, a job offer listed only in the gzip child of the
 * sitemap index, a former watchmaker's address left in an HTML comment, the retailer area
 * disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'delacretaz-horlogerie.test';
const ORIGIN = `http://${HOST}`;

type Lang = 'fr' | 'de' | 'en';
const MENUS: Record<Lang, [string, string][]> = {
  fr: [['/', 'Accueil'], ['/l-atelier', "L'atelier"], ['/services', 'Services'], ['/equipe', "L'équipe"], ['/contact', 'Contact'], ['/de', 'DE'], ['/en', 'EN']],
  de: [['/de', 'Startseite'], ['/de/team', 'Unser Team'], ['/de/kontakt', 'Kontakt'], ['/', 'FR'], ['/en', 'EN']],
  en: [['/en', 'Home'], ['/en/our-watchmakers', 'Our watchmakers'], ['/en/contact', 'Contact'], ['/', 'FR'], ['/de', 'DE']],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Atelier Delacrétaz',
  head: [
    '<meta name="Generator" content="Drupal 7 (http://drupal.org)">',
    `<link type="text/css" rel="stylesheet" href="${ORIGIN}/sites/default/files/css/css_xE-rWrJf-fncB6ztZfd2huxqgxu4WO-qwma6Xer30m4.css" media="all">`,
    `<script src="${ORIGIN}/sites/default/files/js/js_Pt6OpwTd6jcHLRIjrE-eSPLWMxWDkcyYrPTIrXDSON0.js"></script>`,
    `<script>jQuery.extend(Drupal.settings, {"basePath":"\\/","pathPrefix":"","ajaxPageState":{"theme":"atelier_bootstrap","theme_token":"q3x8J0cVnOq2m3nZ5l0Cqk1r7qNfV2sY"}});</script>`,
  ],
  header: (p) => {
    const lang = p.lang.slice(0, 2) as Lang;
    return (
      `<header id="navbar" role="banner" class="navbar container navbar-default"><div class="navbar-header"><a class="logo navbar-btn pull-left" href="${lang === 'fr' ? '/' : `/${lang}`}" title="Atelier Delacrétaz"><img src="${ORIGIN}/sites/default/files/logo-delacretaz.png" alt="Atelier Delacrétaz"></a></div>` +
      `<div class="navbar-collapse collapse"><nav role="navigation"><ul class="menu nav navbar-nav">` +
      MENUS[lang].map(([h, l], i) => `<li class="${i === 0 ? 'first ' : ''}leaf"><a href="${h}">${esc(l)}</a></li>`).join('') +
      `</ul></nav></div></header>`
    );
  },
  footer: (p) => {
    const lang = p.lang.slice(0, 2);
    return (
      `<footer class="footer container"><div class="region region-footer"><section id="block-block-3" class="block block-block clearfix">` +
      `<p>Atelier Delacrétaz Sàrl · Rue de Carouge 54 · 1205 Genève · ${tel('+41 22 329 61 18')}</p>` +
      `<p>${lang === 'de' ? 'Di–Fr 9–12 / 14–18 Uhr, Sa 9–13 Uhr' : lang === 'en' ? 'Tue–Fri 9–12 / 2–6 pm, Sat 9–1' : 'Mardi–vendredi 9h–12h / 14h–18h, samedi 9h–13h'} · <a href="/mentions-legales">Mentions légales</a> · <a href="/espace-revendeurs">Espace revendeurs</a></p>` +
      `</section></div></footer>`
    );
  },
  privacyPath: { fr: '/mentions-legales', de: '/mentions-legales', en: '/mentions-legales' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const region = (inner: string) => `<div class="main-container container"><div class="row"><section class="col-sm-12"><div class="region region-content"><div id="block-system-main" class="block block-system">\n${inner}\n</div></div></section></div></div>`;

interface Member {
  name: string;
  address: string;
  fr: string;
  de: string;
  en: string;
}
const TEAM: Member[] = [
  { name: 'Laurent Delacrétaz', address: 'l.delacretaz@delacretaz-horlogerie.test', fr: "Maître horloger, directeur de l'atelier", de: 'Uhrmachermeister, Werkstattleiter', en: 'Master watchmaker, head of workshop' },
  { name: 'Claude Delacrétaz', address: 'c.delacretaz@delacretaz-horlogerie.test', fr: 'Fondateur', de: 'Gründer', en: 'Founder' },
  { name: 'Nathalie Favre', address: 'n.favre@delacretaz-horlogerie.test', fr: 'Horlogère rhabilleuse, spécialiste des montres anciennes', de: 'Uhrmacherin Rhabilleuse, Spezialistin für antike Uhren', en: 'Watch repairer, antique watch specialist' },
  { name: 'Yannick Berset', address: 'y.berset@delacretaz-horlogerie.test', fr: 'Polisseur boîtes et bracelets', de: 'Polierer Gehäuse und Armbänder', en: 'Case and bracelet polisher' },
  { name: 'Chloé Dumont', address: 'c.dumont@delacretaz-horlogerie.test', fr: 'Apprentie horlogère praticienne (3e année)', de: 'Lernende Uhrmacherin Praktikerin (3. Lehrjahr)', en: 'Apprentice watchmaker (3rd year)' },
  { name: 'Sophie Mercier', address: 's.mercier@delacretaz-horlogerie.test', fr: 'Réception et service clientèle (60 %)', de: 'Empfang und Kundendienst (60 %)', en: 'Reception and customer service (60%)' },
];

function teamView(lang: Lang): string {
  return (
    `<div class="view view-equipe view-id-equipe view-display-id-page"><div class="view-content" vocab="http://schema.org/">\n` +
    TEAM.map(
      (m, i) =>
        `<div class="views-row views-row-${i + 1}" typeof="Person" resource="#${m.address.slice(0, m.address.indexOf('@'))}">` +
        `<div class="views-field views-field-field-photo"><img typeof="foaf:Image" src="${ORIGIN}/sites/default/files/styles/portrait/public/equipe/${m.address.slice(0, m.address.indexOf('@')).replace('.', '-')}.jpg" width="300" height="380" alt=""></div>` +
        `<div class="views-field views-field-title"><h3 class="field-content" property="name">${esc(m.name)}</h3></div>` +
        `<div class="views-field views-field-field-fonction"><div class="field-content" property="jobTitle">${esc(m[lang])}</div></div>` +
        `<div class="views-field views-field-field-email"><div class="field-content"><a href="mailto:${m.address}" property="email">${m.address}</a></div></div></div>`,
    ).join('\n') +
    `\n</div></div>`
  );
}

const SAV_SCRIPT = `var u = 'm.rochat'; var d = 'delacretaz-horlogerie' + '.test'; document.write('<a href="mailto:' + u + '@' + d + '">' + u + '@' + d + '</a>');`;

const ALT_HOME = { fr: '/', de: '/de', en: '/en' };
const ALT_TEAM = { fr: '/equipe', de: '/de/team', en: '/en/our-watchmakers' };
const ALT_CONTACT = { fr: '/contact', de: '/de/kontakt', en: '/en/contact' };

export function delacretazHorlogerie(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Réparation et restauration de montres à Genève',
    lang: 'fr-CH',
    alternates: ALT_HOME,
    main: region(
      `<div class="field field-name-body"><h1>Réparation de montres mécaniques depuis 1978</h1><p>Révisions complètes, restauration de montres anciennes et de pendules, changement de piles et de bracelets pendant que vous attendez. Devis gratuit en 48 heures.</p>` +
        `<p><a href="/services" class="btn btn-default">Nos services</a></p></div>`,
    ),
  });

  pages['/l-atelier'] = page({
    path: '/l-atelier',
    title: "L'atelier",
    lang: 'fr-CH',
    main: region(
      `<div class="field field-name-body"><h1>L'atelier</h1><p>Claude Delacrétaz a ouvert l'atelier à Plainpalais en 1978, après quinze ans passés dans les manufactures de la Vallée de Joux. Son fils Laurent le dirige depuis 2012.</p>` +
        `<p>Nous formons un ou une apprenti·e horloger·ère praticien·ne chaque année et sommes membres de l'Association suisse des horlogers réparateurs.</p></div>`,
    ),
  });

  pages['/services'] = page({
    path: '/services',
    title: 'Services',
    lang: 'fr-CH',
    main: region(
      `<div class="field field-name-body"><h1>Services</h1><ul><li>Révision complète de montres mécaniques et automatiques</li><li>Restauration de montres de poche et de pendules neuchâteloises</li><li>Remplacement de verres, couronnes et joints, contrôle d'étanchéité</li><li>Polissage de boîtes et de bracelets</li></ul>` +
        `<p>Pour le suivi d'une réparation en cours ou une question sur la garantie, écrivez à Marc Rochat, responsable du service après-vente : <script>${SAV_SCRIPT}</script><noscript>activez JavaScript pour voir l'adresse</noscript>.</p></div>`,
    ),
  });

  pages['/equipe'] = page({ path: '/equipe', title: "L'équipe", lang: 'fr-CH', alternates: ALT_TEAM, main: region(`<h1 class="page-header">L'équipe</h1>\n${teamView('fr')}`) });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    lang: 'fr-CH',
    alternates: ALT_CONTACT,
    main: region(
      `<div class="field field-name-body"><h1>Contact</h1><p>Atelier Delacrétaz Sàrl<br>Rue de Carouge 54<br>1205 Genève</p><p>Tél. ${tel('+41 22 329 61 18')}<br>${mailto('atelier@delacretaz-horlogerie.test')}</p>` +
        `<!-- ancienne adresse de Pascal Girard, parti en 2023 : p.girard@delacretaz-horlogerie.test -->` +
        `<p>Tram 12 et 18, arrêt Pont-d'Arve.</p></div>`,
    ),
  });

  pages['/emplois/horloger-rhabilleur-cfc'] = page({
    path: '/emplois/horloger-rhabilleur-cfc',
    title: 'Horloger·ère rhabilleur·euse CFC (80–100 %)',
    lang: 'fr-CH',
    main: region(
      `<div class="field field-name-body"><h1>Horloger·ère rhabilleur·euse CFC (80–100 %)</h1><p>Vous avez un CFC d'horloger·ère et au moins deux ans d'expérience en service après-vente. Entrée en fonction : à convenir.</p>` +
        `<p>Dossier complet (lettre, CV, certificats) à ${mailto('emploi@delacretaz-horlogerie.test')}.</p></div>`,
    ),
  });

  pages['/mentions-legales'] = page({
    path: '/mentions-legales',
    title: 'Mentions légales',
    lang: 'fr-CH',
    main: region(`<div class="field field-name-body"><h1>Mentions légales</h1><p>Atelier Delacrétaz Sàrl, Rue de Carouge 54, 1205 Genève. IDE CHE-114.327.901. Responsable du contenu : Laurent Delacrétaz.</p><p>Ce site utilise des cookies techniques et Matomo pour des statistiques anonymes.</p></div>`),
  });

  pages['/espace-revendeurs'] = page({
    path: '/espace-revendeurs',
    title: 'Espace revendeurs',
    lang: 'fr-CH',
    main: region(`<div class="field field-name-body"><h1>Espace revendeurs</h1><p>Bijouteries partenaires : bons de dépôt et tarifs. Accès : ${mailto('revendeurs@delacretaz-horlogerie.test')}</p></div>`),
  });

  pages['/de'] = page({
    path: '/de',
    title: 'Uhrenreparatur in Genf',
    lang: 'de-CH',
    alternates: ALT_HOME,
    main: region(`<div class="field field-name-body"><h1>Uhrenreparatur seit 1978</h1><p>Revisionen, Restaurierung antiker Uhren und Pendulen, Batterie- und Armbandwechsel.</p></div>`),
  });
  pages['/de/team'] = page({ path: '/de/team', title: 'Unser Team', lang: 'de-CH', alternates: ALT_TEAM, main: region(`<h1 class="page-header">Unser Team</h1>\n${teamView('de')}`) });
  pages['/de/kontakt'] = page({
    path: '/de/kontakt',
    title: 'Kontakt',
    lang: 'de-CH',
    alternates: ALT_CONTACT,
    main: region(`<div class="field field-name-body"><h1>Kontakt</h1><p>Rue de Carouge 54, 1205 Genf<br>${mailto('atelier@delacretaz-horlogerie.test')}</p></div>`),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Watch repair in Geneva',
    lang: 'en',
    alternates: ALT_HOME,
    main: region(`<div class="field field-name-body"><h1>Watch repair since 1978</h1><p>Full services of mechanical watches, restoration of antique pocket watches and clocks, quotes within 48 hours.</p></div>`),
  });
  pages['/en/our-watchmakers'] = page({
    path: '/en/our-watchmakers',
    title: 'Our watchmakers',
    lang: 'en',
    alternates: ALT_TEAM,
    main: region(`<h1 class="page-header">Our watchmakers</h1>\n${teamView('en')}`),
  });
  pages['/en/contact'] = page({
    path: '/en/contact',
    title: 'Contact',
    lang: 'en',
    alternates: ALT_CONTACT,
    main: region(`<div class="field field-name-body"><h1>Contact</h1><p>Rue de Carouge 54, 1205 Geneva<br>${mailto('atelier@delacretaz-horlogerie.test')}</p></div>`),
  });

  const listed = ['/', '/l-atelier', '/services', '/equipe', '/contact', '/mentions-legales', '/de', '/de/team', '/de/kontakt', '/en', '/en/our-watchmakers', '/en/contact'];
  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt:
        `#\n# robots.txt\n#\nUser-agent: *\nCrawl-delay: 10\n# Directories\nDisallow: /includes/\nDisallow: /misc/\nDisallow: /modules/\nDisallow: /profiles/\nDisallow: /scripts/\nDisallow: /themes/\n# Paths (clean URLs)\nDisallow: /admin/\nDisallow: /user/login/\nDisallow: /espace-revendeurs\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemap-1.xml', '/sitemap-2.xml.gz'], '2025-04-11'),
      pages: {
        ...pages,
        '/sitemap-1.xml': xmlPage(urlset(HOST, listed, '2025-04-11')),
        '/sitemap-2.xml.gz': gzipXmlPage(urlset(HOST, ['/emplois/horloger-rhabilleur-cfc'], '2025-04-11')),
      },
      headers: { Server: 'Apache', 'X-Generator': 'Drupal 7 (http://drupal.org)' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-17',
      languages: ['fr', 'de', 'en'],
      addresses: [
        { address: 'atelier@delacretaz-horlogerie.test', name: null, title: null, pages: ['/contact', '/de/kontakt', '/en/contact'], cases: ['role', 'plain'] },
        ...TEAM.map((m) => ({
          address: m.address,
          name: m.name,
          title: m.fr,
          titleAlternatives: [m.de, m.en],
          pages: ['/equipe', '/de/team', '/en/our-watchmakers'],
          cases: ['rdfa', 'card', 'plain', ln, 'link-english-unlisted'] as CaseKind[],
        })),
        {
          address: 'm.rochat@delacretaz-horlogerie.test',
          name: 'Marc Rochat',
          title: 'responsable du service après-vente',
          pages: ['/services'],
          encoded: { kind: 'script', text: SAV_SCRIPT },
          cases: ['prose', 'script-concat'],
        },
        { address: 'emploi@delacretaz-horlogerie.test', name: null, title: null, pages: ['/emplois/horloger-rhabilleur-cfc'], cases: ['role', 'plain', 'sitemap-index', 'sitemap-gzip'] },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/espace-revendeurs'],
      nonAddresses: [
        { text: 'p.girard@delacretaz-horlogerie.test', kind: 'comment' },
        { text: 'revendeurs@delacretaz-horlogerie.test', kind: 'disallowed' },
      ],
    },
  };
}
