/**
 * Association du Barreau Bienne-Seeland / Anwaltsverband Biel-Seeland: the regional bar
 * association's office in bilingual Biel/Bienne, French first with a German version reached only
 * through the hreflang alternates (the language switch is a select a script follows). The
 * secretariat as a definition list on both language versions (titles in both languages), the
 * committee as cards with "Me" honorifics, the president also as a nested OrganizationRole in the
 * home page's JSON-LD, the secretariat's address written "mailto:" there; the free legal advice
 * desk as a ContactPoint; the German-speaking members' contact as a label line with
 * "Fürsprecher" on the German contact page. A committee member's firm address, the members'
 * directory (disallowed) and the form's placeholder are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'barreau-bienne-seeland.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  fr: [
    ['/', 'Accueil'],
    ['/association', 'L’association'],
    ['/comite', 'Comité'],
    ['/secretariat', 'Secrétariat'],
    ['/permanence-juridique', 'Permanence juridique'],
    ['/trouver-un-avocat', 'Trouver un avocat'],
  ],
  de: [
    ['/de', 'Startseite'],
    ['/de/sekretariat', 'Sekretariat'],
    ['/de/rechtsauskunft', 'Rechtsauskunft'],
    ['/de/kontakt', 'Kontakt'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Barreau Bienne-Seeland',
  head: [
    '<meta name="generator" content="WordPress 6.4.3">',
    '<link rel="stylesheet" id="astra-theme-css-css" href="/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.4" media="all">',
    '<link rel="stylesheet" id="wpml-legacy-dropdown-0-css" href="/wp-content/plugins/sitepress-multilingual-cms/templates/language-switchers/legacy-dropdown/style.min.css?ver=1" media="all">',
  ],
  header: (spec) => {
    const lang = spec.lang.slice(0, 2);
    const other = spec.alternates?.[lang === 'fr' ? 'de' : 'fr'];
    return (
      `<header id="masthead" class="site-header ast-primary-submenu-animation-fade"><div class="ast-container"><div class="site-branding"><a href="${lang === 'fr' ? '/' : '/de'}" class="custom-logo-link" rel="home"><img src="/wp-content/uploads/2022/09/logo-barreau-bienne-seeland.svg" class="custom-logo" alt="Barreau Bienne-Seeland" width="240" height="60"></a></div>` +
      `<nav id="primary-site-navigation" class="main-navigation"><ul id="primary-menu" class="main-header-menu">${MENU[lang]!.map(([href, label]) => `<li class="menu-item"><a href="${href}" class="menu-link">${esc(label)}</a></li>`).join('')}</ul></nav>` +
      (other
        ? `<div class="wpml-ls-legacy-dropdown"><select aria-label="Langue / Sprache" onchange="window.location.href=this.value"><option value="" selected>${lang === 'fr' ? 'Français' : 'Deutsch'}</option><option value="${other}">${lang === 'fr' ? 'Deutsch' : 'Français'}</option></select></div>`
        : '') +
      `</div></header><div id="content" class="site-content"><div class="ast-container">`
    );
  },
  footer: (spec) =>
    `</div></div><footer class="site-footer"><div class="footer-widget-area"><section class="widget widget_text"><div class="textwidget">` +
    `<p><strong>${spec.lang.startsWith('de') ? 'Sekretariat' : 'Secrétariat'}</strong><br>Rue du Marché-Neuf 6 / Neumarktstrasse 6<br>2502 Biel/Bienne<br>${tel('032 322 41 80')}<br>${mailto(`secretariat@${HOST}`)}</p>` +
    `<p><a href="${spec.lang.startsWith('de') ? '/de/kontakt' : '/mentions-legales'}">${spec.lang.startsWith('de') ? 'Impressum' : 'Mentions légales'}</a> · <a href="/espace-membres">${spec.lang.startsWith('de') ? 'Mitgliederbereich' : 'Espace membres'}</a></p>` +
    `</div></section></div><div class="ast-small-footer">© 2025 Association du Barreau Bienne-Seeland</div></footer>`,
  privacyPath: { fr: '/mentions-legales', de: '/de/kontakt' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const entry = (html: string): string => `<article class="page type-page status-publish ast-article-single"><div class="entry-content clear">${html}</div></article>`;

const FR = { fr: '/', de: '/de' };

export function barreauBienneSeeland(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Accueil',
    lang: 'fr',
    alternates: FR,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ProfessionalService',
        name: 'Association du Barreau Bienne-Seeland',
        alternateName: 'Anwaltsverband Biel-Seeland',
        url: `${ORIGIN}/`,
        email: `mailto:secretariat@${HOST}`,
        telephone: '+41 32 322 41 80',
        address: { '@type': 'PostalAddress', streetAddress: 'Rue du Marché-Neuf 6', postalCode: '2502', addressLocality: 'Biel/Bienne', addressCountry: 'CH' },
        member: [
          {
            '@type': 'OrganizationRole',
            roleName: 'Président',
            startDate: '2023',
            member: { '@type': 'Person', name: 'Marc-Olivier Rossel', honorificPrefix: 'Me', email: `marc-olivier.rossel@${HOST}` },
          },
        ],
      },
    ],
    main: entry(
      `<h1>Association du Barreau Bienne-Seeland</h1><p>Fondée en 1912, notre association réunit plus de 180 avocates et avocats pratiquant dans la région biennoise et le Seeland. Elle défend les intérêts de la profession, organise la formation continue et propose au public une permanence juridique gratuite.</p>` +
        `<p><a href="/permanence-juridique">Consulter la permanence juridique</a> · <a href="/comite">Le comité</a></p>`,
    ),
  });

  pages['/de'] = page({
    path: '/de',
    title: 'Startseite',
    lang: 'de',
    alternates: FR,
    main: entry(
      `<h1>Anwaltsverband Biel-Seeland</h1><p>Der 1912 gegründete Verband vereint über 180 Anwältinnen und Anwälte aus der Region Biel und dem Seeland. Er vertritt die Interessen der Anwaltschaft, organisiert Weiterbildungen und bietet der Bevölkerung eine kostenlose Rechtsauskunft an.</p>` +
        `<p><a href="/de/rechtsauskunft">Zur Rechtsauskunft</a> · <a href="/de/kontakt">Kontakt</a></p>`,
    ),
  });

  pages['/association'] = page({
    path: '/association',
    title: 'L’association',
    lang: 'fr',
    main: entry(`<h1>L’association</h1><p>L’association est membre de l’Association des avocats bernois et de la Fédération suisse des avocats. L’assemblée générale ordinaire a lieu chaque année au mois de mai.</p><p>Statuts (PDF) · Code de déontologie (PDF)</p>`),
  });

  const committee = [
    { role: 'Président', name: 'Marc-Olivier Rossel', local: 'marc-olivier.rossel', firm: 'Étude Rossel & Associés' },
    { role: 'Vice-présidente', name: 'Sabine Kohler', local: 'sabine.kohler', firm: 'Kohler Rechtsanwälte' },
    { role: 'Membre du comité, responsable de la formation continue', name: 'Fanny Racine', local: 'fanny.racine', firm: 'Racine Avocats' },
  ];
  pages['/comite'] = page({
    path: '/comite',
    title: 'Comité',
    lang: 'fr',
    main: entry(
      `<h1>Comité</h1><p>Le comité est élu par l’assemblée générale pour deux ans.</p><div class="wp-block-columns team-grid">` +
        committee
          .map(
            (c) =>
              `<div class="wp-block-column team-card"><figure class="wp-block-image"><img src="/wp-content/uploads/2023/06/${c.local}-300x300.jpg" alt="" width="300" height="300"></figure><h3>Me ${esc(c.name)}</h3><p class="fonction">${esc(c.role)}</p><p>${esc(c.firm)}</p><p>${mailto(`${c.local}@${HOST}`)}</p></div>`,
          )
          .join('') +
        `<div class="wp-block-column team-card"><figure class="wp-block-image"><img src="/wp-content/uploads/2023/06/daniel-wyss-300x300.jpg" alt="" width="300" height="300"></figure><h3>Me Daniel Wyss</h3><p class="fonction">Trésorier</p><p>Wyss Avocats SA, Nidau</p><p>${mailto('d.wyss@wyss-avocats.ch')}</p></div>` +
        `</div>`,
    ),
  });

  const secretariatDl = (lang: 'fr' | 'de'): string =>
    `<dl class="contact-list">` +
    `<dt>${lang === 'fr' ? 'Secrétaire générale' : 'Generalsekretärin'}</dt><dd>Me Laure Jeanneret, ${lang === 'fr' ? 'avocate' : 'Rechtsanwältin'}<br>${mailto(`laure.jeanneret@${HOST}`)}<br>${tel('032 322 41 81')}</dd>` +
    `<dt>${lang === 'fr' ? 'Assistante administrative' : 'Administrative Assistentin'}</dt><dd>Nadia Schaller<br>${mailto(`nadia.schaller@${HOST}`)}<br>${tel('032 322 41 80')}</dd>` +
    `</dl>`;

  pages['/secretariat'] = page({
    path: '/secretariat',
    title: 'Secrétariat',
    lang: 'fr',
    alternates: { fr: '/secretariat', de: '/de/sekretariat' },
    main: entry(`<h1>Secrétariat</h1><p>Le secrétariat est ouvert du lundi au jeudi, de 8 h 30 à 12 h.</p>${secretariatDl('fr')}`),
  });
  pages['/de/sekretariat'] = page({
    path: '/de/sekretariat',
    title: 'Sekretariat',
    lang: 'de',
    alternates: { fr: '/secretariat', de: '/de/sekretariat' },
    main: entry(`<h1>Sekretariat</h1><p>Das Sekretariat ist von Montag bis Donnerstag, 8.30 bis 12 Uhr, besetzt.</p>${secretariatDl('de')}`),
  });

  const permanenceLd = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Association du Barreau Bienne-Seeland',
    contactPoint: [{ '@type': 'ContactPoint', contactType: 'Permanence juridique', email: `permanence@${HOST}`, telephone: '+41 32 322 41 85', availableLanguage: ['French', 'German'] }],
  };
  pages['/permanence-juridique'] = page({
    path: '/permanence-juridique',
    title: 'Permanence juridique',
    lang: 'fr',
    alternates: { fr: '/permanence-juridique', de: '/de/rechtsauskunft' },
    jsonLd: [permanenceLd],
    main: entry(
      `<h1>Permanence juridique gratuite</h1><p>Chaque mardi de 17 h à 19 h, une avocate ou un avocat membre de l’association vous reçoit gratuitement pendant 15 minutes, sans rendez-vous, au Palais des Congrès (salle 3).</p>` +
        `<p>Questions sur la permanence : ${mailto(`permanence@${HOST}`)}</p>`,
    ),
  });
  pages['/de/rechtsauskunft'] = page({
    path: '/de/rechtsauskunft',
    title: 'Rechtsauskunft',
    lang: 'de',
    alternates: { fr: '/permanence-juridique', de: '/de/rechtsauskunft' },
    jsonLd: [permanenceLd],
    main: entry(`<h1>Kostenlose Rechtsauskunft</h1><p>Jeden Dienstag von 17 bis 19 Uhr beantwortet eine Anwältin oder ein Anwalt des Verbands Ihre Fragen kostenlos (15 Minuten, ohne Voranmeldung), im Kongresshaus, Saal 3.</p><p>Fragen: ${mailto(`permanence@${HOST}`)}</p>`),
  });

  pages['/de/kontakt'] = page({
    path: '/de/kontakt',
    title: 'Kontakt',
    lang: 'de',
    main: entry(
      `<h1>Kontakt / Impressum</h1><p>Anwaltsverband Biel-Seeland, Neumarktstrasse 6, 2502 Biel/Bienne</p>` +
        `<p>Ansprechperson für deutschsprachige Mitglieder: Fürsprecher Thomas Lehmann, Vorstandsmitglied, Zentralstrasse 40, 2502 Biel, ${tel('032 328 90 10')}, ${mailto(`thomas.lehmann@${HOST}`)}</p>`,
    ),
  });

  pages['/trouver-un-avocat'] = page({
    path: '/trouver-un-avocat',
    title: 'Trouver un avocat',
    lang: 'fr',
    main: entry(
      `<h1>Trouver un avocat</h1><p>Indiquez votre domaine juridique ; le secrétariat vous communique les coordonnées de trois membres.</p>` +
        `<form class="wpcf7-form" method="post"><p><label>Votre nom<br><input type="text" name="your-name"></label></p><p><label>Votre e-mail<br><input type="email" name="your-email" placeholder="prenom.nom@exemple.ch"></label></p><p><label>Domaine<br><select name="domaine"><option>Droit de la famille</option><option>Droit du travail</option><option>Droit du bail</option><option>Droit pénal</option></select></label></p><p><input type="submit" value="Envoyer"></p></form>`,
    ),
  });

  pages['/mentions-legales'] = page({ path: '/mentions-legales', title: 'Mentions légales', lang: 'fr', main: entry('<h1>Mentions légales</h1><p>Éditeur : Association du Barreau Bienne-Seeland, Rue du Marché-Neuf 6, 2502 Biel/Bienne. Hébergement : Infomaniak Network SA, Genève.</p>') });

  pages['/espace-membres'] = page({
    path: '/espace-membres',
    title: 'Espace membres',
    lang: 'fr',
    main: entry(`<h1>Espace membres</h1><p>Annuaire des membres et documents de l’assemblée. Problème de connexion : ${mailto(`annuaire@${HOST}`)}</p>`),
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /espace-membres\n`,
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.2.15' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-42',
      languages: ['fr', 'de'],
      addresses: [
        { address: `secretariat@${HOST}`, name: null, title: null, pages: Object.keys(pages).filter((p) => p !== '/espace-membres'), cases: ['role', 'json-ld-mailto', 'plain'] },
        { address: `marc-olivier.rossel@${HOST}`, name: 'Marc-Olivier Rossel', title: 'Président', pages: ['/', '/comite'], cases: ['json-ld-nested', 'json-ld-person', 'card', 'honorific', 'plain', 'link-non-english'] },
        { address: `sabine.kohler@${HOST}`, name: 'Sabine Kohler', title: 'Vice-présidente', pages: ['/comite'], cases: ['card', 'honorific', 'plain', 'link-non-english'] },
        { address: `fanny.racine@${HOST}`, name: 'Fanny Racine', title: 'Membre du comité, responsable de la formation continue', pages: ['/comite'], cases: ['card', 'honorific', 'plain', 'link-non-english'] },
        { address: `laure.jeanneret@${HOST}`, name: 'Laure Jeanneret', title: 'Secrétaire générale', titleAlternatives: ['Generalsekretärin'], pages: ['/secretariat', '/de/sekretariat'], cases: ['definition-list', 'honorific', 'plain', 'link-non-english'] },
        { address: `nadia.schaller@${HOST}`, name: 'Nadia Schaller', title: 'Assistante administrative', titleAlternatives: ['Administrative Assistentin'], pages: ['/secretariat', '/de/sekretariat'], cases: ['definition-list', 'plain', 'link-non-english'] },
        { address: `permanence@${HOST}`, name: null, title: null, pages: ['/permanence-juridique', '/de/rechtsauskunft'], cases: ['role', 'json-ld-contact-point', 'plain', 'link-non-english'] },
        { address: `thomas.lehmann@${HOST}`, name: 'Thomas Lehmann', title: 'Vorstandsmitglied', pages: ['/de/kontakt'], cases: ['label-line', 'honorific', 'hreflang', 'plain', 'link-non-english'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/espace-membres'],
      nonAddresses: [
        { text: `annuaire@${HOST}`, kind: 'disallowed' },
        { text: 'd.wyss@wyss-avocats.ch', kind: 'other-company' },
        { text: 'prenom.nom@exemple.ch', kind: 'placeholder' },
      ],
    },
  };
}
