/**
 * Woonstichting Vechtoever: a housing corporation in Utrecht on Drupal 10, in Dutch. The
 * organisation page shows the board and management as schema.org Persons in RDFa (Dutch
 * academic titles drs. and ir. before names) and the board secretary on a "Title: Name" line;
 * a neighbourhood page is a definition list of the district team; the press page a label line
 * with the spokesman; a news item names the project leader in a sentence; the contact page
 * carries a JSON-LD contactPoint; the tenants' council mailbox sits below its chair's and
 * secretary's names but is no one's. An old contact left in an HTML comment and the staff
 * intranet (disallowed, holding the service desk) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'woonstichting-vechtoever-utrecht.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/huren', 'Huren'],
  ['/reparatie-en-onderhoud', 'Reparatie en onderhoud'],
  ['/wijken/overvecht', 'Overvecht'],
  ['/nieuws', 'Nieuws'],
  ['/over-ons', 'Over ons'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Woonstichting Vechtoever',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    `<link rel="stylesheet" media="all" href="${ORIGIN}/sites/default/files/css/css_hW3kq7Lx2Nf0bV9aR1tYc8uPz.css?delta=0&amp;language=nl&amp;theme=vechtoever&amp;include=eJxLzs8">`,
    `<link rel="icon" href="${ORIGIN}/themes/custom/vechtoever/favicon.ico" type="image/vnd.microsoft.icon">`,
  ],
  header: () =>
    `<a href="#main-content" class="visually-hidden focusable skip-link">Overslaan en naar de inhoud gaan</a><div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas><header role="banner" class="site-header"><div class="region region-header"><div id="block-vechtoever-branding" class="block block-system block-system-branding-block"><a href="/" rel="home" class="site-logo"><img src="/themes/custom/vechtoever/logo.svg" alt="Home"></a></div>` +
    `<nav role="navigation" aria-labelledby="block-vechtoever-main-menu-menu" id="block-vechtoever-main-menu"><h2 class="visually-hidden" id="block-vechtoever-main-menu-menu">Hoofdnavigatie</h2><ul class="menu menu--main">${MENU.map(([href, label]) => `<li class="menu-item"><a href="${href}" data-drupal-link-system-path="node">${esc(label)}</a></li>`).join('')}</ul></nav>` +
    `<div class="header-cta"><a href="/reparatie-en-onderhoud" class="button">Reparatie melden</a> <a href="https://mijn.vechtoever-portaal.test/">Mijn Vechtoever</a></div></div></header><a id="main-content" tabindex="-1"></a>`,
  footer: () =>
    `<footer role="contentinfo" class="site-footer"><div class="region region-footer"><div class="block"><h2>Woonstichting Vechtoever</h2><p>Bezoekadres: Vechtdijk 112, 3563 KE Utrecht<br>Postbus 8120, 3503 RC Utrecht</p></div>` +
    `<div class="block"><h2>Klantenservice</h2><p>${tel('030 276 81 00')} (ma t/m vr 8.30–17.00 uur)<br>${mailto(`klantenservice@${HOST}`)}</p><p>Spoedreparaties buiten kantoortijd: ${tel('030 276 81 99')}</p></div>` +
    `<div class="block"><ul class="menu"><li><a href="/privacyverklaring">Privacyverklaring</a></li><li><a href="/pers">Pers</a></li><li><a href="/intranet">Medewerkers</a></li></ul></div></div></footer></div>`,
  privacyPath: { nl: '/privacyverklaring' },
  bodyEnd: [`<script src="${ORIGIN}/sites/default/files/js/js_Yt4pQ9mW2rS8vN1xK6bL0cZ3.js?scope=footer&amp;delta=0&amp;language=nl"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'nl' });
const node = (title: string, html: string): string =>
  `<div class="region region-content"><article class="node node--type-page node--view-mode-full"><h1 class="page-title"><span class="field field--name-title">${esc(title)}</span></h1><div class="node__content"><div class="clearfix text-formatted field field--name-body field--type-text-with-summary field__item">${html}</div></div></article></div>`;

type Person = { shown: string; name: string; title: string; local: string; honorific?: boolean };
const MT: Person[] = [
  { shown: 'drs. Hanneke Verbeek', name: 'Hanneke Verbeek', title: 'directeur-bestuurder', local: 'h.verbeek', honorific: true },
  { shown: 'Koen Jansen', name: 'Koen Jansen', title: 'manager Wonen', local: 'k.jansen' },
  { shown: 'Mirjam Meijer', name: 'Mirjam Meijer', title: 'manager Vastgoed', local: 'm.meijer' },
  { shown: 'ir. Bart Visser', name: 'Bart Visser', title: 'manager Bedrijfsvoering', local: 'b.visser', honorific: true },
];

const TEAM: Person[] = [
  { shown: 'Sanne Bosman', name: 'Sanne Bosman', title: 'Wijkconsulent', local: 's.bosman' },
  { shown: 'Ahmed Yilmaz', name: 'Ahmed Yilmaz', title: 'Wijkbeheerder', local: 'a.yilmaz' },
  { shown: 'Ellen Smits', name: 'Ellen Smits', title: 'Woonconsulent', local: 'e.smits' },
];

export function woonstichtingVechtoeverUtrecht(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Betaalbaar wonen in Utrecht',
    main: node(
      'Betaalbaar wonen in Utrecht',
      `<p>Woonstichting Vechtoever verhuurt ruim 9.400 sociale huurwoningen in Overvecht, Zuilen en Tuindorp.</p>` +
        `<div class="view view-nieuws"><h2>Laatste nieuws</h2><div class="views-row"><a href="/nieuws/renovatie-tigrisdreef-van-start">Renovatie Tigrisdreef van start</a></div><div class="views-row"><a href="/nieuws">Huurverhoging 2025: wat betekent dit voor u?</a></div></div>`,
    ),
  });

  pages['/huren'] = page({ path: '/huren', title: 'Huren', main: node('Huren', '<p>Onze woningen worden aangeboden via WoningNet regio Utrecht. Staat u ingeschreven? Reageer dan op het actuele aanbod.</p>') });
  pages['/reparatie-en-onderhoud'] = page({
    path: '/reparatie-en-onderhoud',
    title: 'Reparatie en onderhoud',
    main: node('Reparatie en onderhoud', '<p>Een reparatieverzoek doet u het snelst via Mijn Vechtoever. Bij spoed (lekkage, geen verwarming) belt u 030 276 81 99, ook \'s avonds en in het weekend.</p>'),
  });

  pages['/over-ons'] = page({
    path: '/over-ons',
    title: 'Over ons',
    main: node(
      'Over ons',
      `<p>Vechtoever is in 1919 opgericht als Woningbouwvereeniging Zuilen. Met 140 medewerkers zorgen we voor goede en betaalbare woningen.</p><ul><li><a href="/over-ons/organisatie">Organisatie en bestuur</a></li><li><a href="/over-ons/huurdersraad">Huurdersraad</a></li></ul>`,
    ),
  });

  pages['/over-ons/organisatie'] = page({
    path: '/over-ons/organisatie',
    title: 'Organisatie en bestuur',
    main: node(
      'Organisatie en bestuur',
      `<p>Vechtoever wordt bestuurd door een eenhoofdige directie, onder toezicht van een Raad van Commissarissen van vijf leden. Het managementteam bestaat uit:</p><div class="view view-medewerkers">` +
        MT.map(
          (m) =>
            `<div class="views-row"><article class="node node--type-medewerker" vocab="https://schema.org/" typeof="Person"><h3><span property="name">${esc(m.shown)}</span></h3><div class="field field--name-field-functie" property="jobTitle">${esc(m.title)}</div><div class="field field--name-field-email"><a property="email" href="mailto:${m.local}@${HOST}">${m.local}@${HOST}</a></div></article></div>`,
        ).join('') +
        `</div><p>Bestuurssecretaris: Linda de Graaf, ${mailto(`l.degraaf@${HOST}`)} (afspraken met de directeur-bestuurder en de Raad van Commissarissen)</p>`,
    ),
  });

  pages['/over-ons/huurdersraad'] = page({
    path: '/over-ons/huurdersraad',
    title: 'Huurdersraad',
    main: node(
      'Huurdersraad Vechtoever',
      `<p>De Huurdersraad Vechtoever is de onafhankelijke belangenvereniging van onze huurders. De raad geeft advies over het huurbeleid, onderhoud en nieuwbouw.</p>` +
        `<p>Voorzitter: Gert Mulder<br>Secretaris: Yvonne Kramer</p><p>Contact met de huurdersraad: ${mailto(`huurdersraad@${HOST}`)}</p>`,
    ),
  });

  pages['/wijken/overvecht'] = page({
    path: '/wijken/overvecht',
    title: 'Overvecht',
    main: node(
      'Uw wijkteam in Overvecht',
      `<p>Het wijkteam Overvecht houdt spreekuur in het Wijkbureau aan de Zamenhofdreef, dinsdag en donderdag van 9.00 tot 12.00 uur.</p>` +
        `<dl class="wijkteam">${TEAM.map((t) => `<dt>${esc(t.title)}</dt><dd>${esc(t.shown)}<br>${mailto(`${t.local}@${HOST}`)}</dd>`).join('')}</dl>`,
    ),
  });

  pages['/nieuws'] = page({
    path: '/nieuws',
    title: 'Nieuws',
    main: node('Nieuws', `<div class="views-row"><h2><a href="/nieuws/renovatie-tigrisdreef-van-start">Renovatie Tigrisdreef van start</a></h2><p>10 maart 2025</p></div><div class="views-row"><h2>Huurverhoging 2025: wat betekent dit voor u?</h2><p>21 februari 2025</p></div>`),
  });

  pages['/nieuws/renovatie-tigrisdreef-van-start'] = page({
    path: '/nieuws/renovatie-tigrisdreef-van-start',
    title: 'Renovatie Tigrisdreef van start',
    main: node(
      'Renovatie Tigrisdreef van start',
      `<p><time datetime="2025-03-10">10 maart 2025</time></p><p>Deze week begint aannemer Bouwbedrijf Van Wijk met de renovatie van 312 flatwoningen aan de Tigrisdreef. De woningen krijgen nieuwe kozijnen, een warmtepomp en isolatie, waarmee ze van energielabel E naar A gaan.</p>` +
        `<p>„We werken per portiek, zodat bewoners maar drie weken overlast hebben”, zegt projectleider Iris van Dijk. Bewoners met vragen over de planning kunnen haar mailen via ${mailto(`i.vandijk@${HOST}`)}.</p>`,
    ),
  });

  pages['/pers'] = page({
    path: '/pers',
    title: 'Pers',
    main: node(
      'Pers',
      `<p>Bent u journalist en heeft u een vraag over Vechtoever?</p><p>Perscontact: Jeroen Smit, woordvoerder, ${tel('06 4821 7730')}, ${mailto(`j.smit@${HOST}`)}</p>` +
        `<!-- tijdens verlof J. Smit: p.dekker@woonstichting-vechtoever-utrecht.test -->`,
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Woonstichting Vechtoever',
        url: `${ORIGIN}/`,
        address: { '@type': 'PostalAddress', streetAddress: 'Vechtdijk 112', postalCode: '3563 KE', addressLocality: 'Utrecht', addressCountry: 'NL' },
        contactPoint: [
          { '@type': 'ContactPoint', contactType: 'customer service', telephone: '+31 30 276 81 00', email: `klantenservice@${HOST}`, availableLanguage: ['nl', 'en'], hoursAvailable: { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:30', closes: '17:00' } },
          { '@type': 'ContactPoint', contactType: 'emergency', telephone: '+31 30 276 81 99' },
        ],
      },
    ],
    main: node(
      'Contact',
      `<p>Klantenservice: ${tel('030 276 81 00')}, maandag t/m vrijdag 8.30–17.00 uur. Mailen kan naar ${mailto(`klantenservice@${HOST}`)}; u krijgt binnen twee werkdagen antwoord.</p><p>Ons kantoor aan de Vechtdijk 112 is open op werkdagen van 9.00 tot 16.00 uur (alleen op afspraak).</p>`,
    ),
  });

  pages['/privacyverklaring'] = page({ path: '/privacyverklaring', title: 'Privacyverklaring', main: node('Privacyverklaring', '<p>Vechtoever verwerkt persoonsgegevens volgens de AVG. Onze functionaris gegevensbescherming bereikt u via de klantenservice.</p>') });
  pages['/intranet'] = page({ path: '/intranet', title: 'Intranet', main: node('Intranet', `<p>Alleen voor medewerkers. Problemen met inloggen? Mail de servicedesk: ${mailto(`servicedesk@${HOST}`)}.</p>`) });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt:
        `#\n# robots.txt\n#\n# This file is to prevent the crawling and indexing of certain parts\n# of your site by web crawlers and spiders run by sites like Yahoo!\n# and Google.\n\nUser-agent: *\n# CSS, JS, Images\nAllow: /core/*.css$\nAllow: /core/*.js$\n# Directories\nDisallow: /core/\nDisallow: /profiles/\n# Paths (clean URLs)\nDisallow: /admin/\nDisallow: /search/\nDisallow: /user/login\nDisallow: /intranet\n`,
      sitemapXml: urlset(HOST, ['/', '/huren', '/reparatie-en-onderhoud', '/wijken/overvecht', '/nieuws', '/nieuws/renovatie-tigrisdreef-van-start', '/over-ons', '/over-ons/organisatie', '/over-ons/huurdersraad', '/contact', '/pers'], '2025-03-11'),
      pages,
      headers: { Server: 'nginx', 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-71',
      languages: ['nl'],
      addresses: [
        { address: `klantenservice@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'json-ld-contact-point', 'plain'] },
        ...MT.map((m) => ({
          address: `${m.local}@${HOST}`,
          name: m.name,
          title: m.title,
          pages: ['/over-ons/organisatie'],
          cases: ['rdfa', 'plain', ln, ...(m.honorific ? ['honorific'] : [])] as CaseKind[],
        })),
        { address: `l.degraaf@${HOST}`, name: 'Linda de Graaf', title: 'Bestuurssecretaris', pages: ['/over-ons/organisatie'], cases: ['title-name-line', 'plain', ln] },
        { address: `huurdersraad@${HOST}`, name: null, title: null, pages: ['/over-ons/huurdersraad'], cases: ['neighbour', 'plain', ln] },
        ...TEAM.map((t) => ({ address: `${t.local}@${HOST}`, name: t.name, title: t.title, pages: ['/wijken/overvecht'], cases: ['definition-list', 'plain', ln] as CaseKind[] })),
        { address: `i.vandijk@${HOST}`, name: 'Iris van Dijk', title: 'projectleider', pages: ['/nieuws/renovatie-tigrisdreef-van-start'], cases: ['prose', 'plain', ln] },
        { address: `j.smit@${HOST}`, name: 'Jeroen Smit', title: 'woordvoerder', pages: ['/pers'], cases: ['label-line', 'plain'] },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/intranet'],
      nonAddresses: [
        { text: `p.dekker@${HOST}`, kind: 'comment' },
        { text: `servicedesk@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
