/**
 * Rideau Locks Heritage Museum / Musée patrimonial des écluses Rideau: a small bilingual museum
 * in a former lockmaster's house in Ottawa, on a home-grown CMS. English pages at the root, French
 * under /fr (each page names the other in hreflang). "Our Team" / "Notre équipe" are cards with
 * schema.org microdata, titles in both languages; the French team page lists one project lead the
 * English page has not caught up with yet. The volunteer coordinator is named in a sentence on
 * both volunteer pages; the communications officer's address is written by a document.write
 * "protect" snippet; the shop manager is only in the museum's JSON-LD (a department employee);
 * the group-bookings and general mailboxes are in JSON-LD too. The tour operator's address, a
 * retina image and the staff area (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'rideau-locks-museum-ottawa.test';
const ORIGIN = `http://${HOST}`;
const at = (local: string): string => `${local}@${HOST}`;

const MENU: Record<'en' | 'fr', [string, string][]> = {
  en: [['/about', 'About'], ['/visit', 'Visit'], ['/our-team', 'Our Team'], ['/volunteer', 'Volunteer'], ['/contact', 'Contact']],
  fr: [['/fr/a-propos', 'À propos'], ['/fr/visiter', 'Visiter'], ['/fr/notre-equipe', 'Notre équipe'], ['/fr/benevolat', 'Bénévolat'], ['/fr/nous-joindre', 'Nous joindre']],
};
const SWITCH: Record<string, string> = {
  '/': '/fr', '/about': '/fr/a-propos', '/visit': '/fr/visiter', '/our-team': '/fr/notre-equipe', '/volunteer': '/fr/benevolat', '/contact': '/fr/nous-joindre', '/privacy': '/fr/confidentialite',
};
const other = (path: string): string => SWITCH[path] ?? Object.entries(SWITCH).find(([, fr]) => fr === path)?.[0] ?? '/';
const isFr = (path: string): boolean => path === '/fr' || path.startsWith('/fr/');

const theme: Theme = {
  host: HOST,
  siteName: 'Rideau Locks Heritage Museum · Musée patrimonial des écluses Rideau',
  head: [
    '<meta name="generator" content="Cairn CMS 3.2">',
    '<link rel="stylesheet" href="/assets/css/museum.min.css?v=20250311">',
    '<link rel="icon" href="/assets/img/favicon-32.png" sizes="32x32">',
    '<script defer data-domain="rideau-locks-museum-ottawa.test" src="https://plausible.io/js/script.js"></script>',
  ],
  header: (p) => {
    const fr = isFr(p.path);
    const menu = MENU[fr ? 'fr' : 'en'];
    return (
      `<header class="masthead"><div class="fip"><img src="/assets/img/rlhm-wordmark@2x.png" alt="${fr ? 'Musée patrimonial des écluses Rideau' : 'Rideau Locks Heritage Museum'}" width="280"></div>` +
      `<nav class="lang"><a href="${other(p.path)}" lang="${fr ? 'en' : 'fr'}" hreflang="${fr ? 'en' : 'fr'}">${fr ? 'English' : 'Français'}</a></nav>` +
      `<nav class="main"><a href="${fr ? '/fr' : '/'}">${fr ? 'Accueil' : 'Home'}</a>${menu.map(([h, l]) => ` <a href="${h}">${esc(l)}</a>`).join('')}</nav></header>`
    );
  },
  footer: (p) => {
    const fr = isFr(p.path);
    return (
      `<footer class="site-foot"><p>${fr ? 'Maison de l’éclusier, 1 promenade du Colonel-By, Ottawa (Ontario) K1N 8Y3' : 'Lockmaster’s House, 1 Colonel By Drive, Ottawa, Ontario K1N 8Y3'} · ${tel('613-555-0118')} · ${mailto(at('info'))}</p>` +
      `<p>${fr ? 'Organisme de bienfaisance enregistré no 81234 5678 RR0001' : 'Registered charity no. 81234 5678 RR0001'} · <a href="${fr ? '/fr/confidentialite' : '/privacy'}">${fr ? 'Confidentialité' : 'Privacy'}</a> · <a href="/staff-area">${fr ? 'Espace personnel' : 'Staff area'}</a></p></footer>`
    );
  },
  privacyPath: { en: '/privacy', fr: '/fr/confidentialite' },
};

const page = (spec: Omit<PageSpec, 'lang' | 'alternates'>): SandboxPage => {
  const fr = isFr(spec.path);
  const en = fr ? other(spec.path) : spec.path;
  const frPath = fr ? spec.path : other(spec.path);
  const alternates = SWITCH[en] === frPath ? { 'en-CA': en, 'fr-CA': frPath } : undefined;
  return renderPage(theme, { ...spec, lang: fr ? 'fr-CA' : 'en-CA', ...(alternates ? { alternates } : {}) });
};

const NOAH_SCRIPT =
  `document.getElementById('cloak4e7b1').innerHTML = '';\n` +
  `var prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
  `var path = 'hr' + 'ef' + '=';\n` +
  `var addy4e7b1 = 'nlevesque' + '&#64;';\n` +
  `addy4e7b1 = addy4e7b1 + 'rideau-locks-museum-ottawa' + '&#46;' + 'test';\n` +
  `var addy_text4e7b1 = 'nlevesque' + '&#64;' + 'rideau-locks-museum-ottawa' + '&#46;' + 'test';\n` +
  `document.getElementById('cloak4e7b1').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy4e7b1 + '\\'>' + addy_text4e7b1 + '<\\/a>';`;

type Member = { name: string; en: string | null; fr: string; local: string; photo: string };
const TEAM: Member[] = [
  { name: 'Geneviève Lachance', en: 'Executive Director', fr: 'Directrice générale', local: 'glachance', photo: 'lachance' },
  { name: 'Daniel Okonkwo', en: 'Curator of Collections', fr: 'Conservateur des collections', local: 'dokonkwo', photo: 'okonkwo' },
  { name: 'Sophie Bergeron', en: 'Education Programs Coordinator', fr: 'Coordonnatrice des programmes éducatifs', local: 'sbergeron', photo: 'bergeron' },
  { name: 'Marc-André Roy', en: 'Head of Visitor Services', fr: 'Chef des services aux visiteurs', local: 'mroy', photo: 'roy' },
  { name: 'Élise Fortin', en: null, fr: 'Chargée de projet, exposition du bicentenaire', local: 'efortin', photo: 'fortin' },
];

const memberCard = (m: Member, lang: 'en' | 'fr'): string =>
  `<li class="team-card" itemscope itemtype="https://schema.org/Person"><img src="/media/team/${m.photo}-400.jpg" alt="" itemprop="image"><h3 itemprop="name">${esc(m.name)}</h3><p class="role" itemprop="jobTitle">${esc(lang === 'en' ? m.en! : m.fr)}</p><p><a itemprop="email" href="mailto:${at(m.local)}">${at(m.local)}</a></p></li>`;

export function rideauLocksMuseumOttawa(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const museumLd = {
    '@context': 'https://schema.org',
    '@type': 'Museum',
    name: 'Rideau Locks Heritage Museum',
    alternateName: 'Musée patrimonial des écluses Rideau',
    url: `${ORIGIN}/`,
    email: `mailto:${at('info')}`,
    telephone: '+1-613-555-0118',
    address: { '@type': 'PostalAddress', streetAddress: '1 Colonel By Drive', addressLocality: 'Ottawa', addressRegion: 'ON', postalCode: 'K1N 8Y3', addressCountry: 'CA' },
    openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'], opens: '10:00', closes: '17:00' }],
  };

  pages['/'] = page({
    path: '/',
    title: 'Home',
    jsonLd: [museumLd],
    main: `<section class="hero"><h1>Two centuries of the Rideau Canal</h1><p>Step inside the 1840s lockmaster’s house at the foot of the Ottawa Locks and meet the people who built and kept the canal.</p></section><section><h2>Open Wednesday to Sunday, 10 am – 5 pm</h2><p>Admission by donation. Closed December 24 to January 2.</p><p><a href="/visit">Plan your visit</a> · <a href="/volunteer">Become a volunteer</a></p></section>`,
  });
  pages['/fr'] = page({
    path: '/fr',
    title: 'Accueil',
    jsonLd: [museumLd],
    main: `<section class="hero"><h1>Deux siècles de canal Rideau</h1><p>Entrez dans la maison de l’éclusier des années 1840, au pied des écluses d’Ottawa, et découvrez celles et ceux qui ont bâti et entretenu le canal.</p></section><section><h2>Ouvert du mercredi au dimanche, de 10 h à 17 h</h2><p>Entrée libre, contribution suggérée. Fermé du 24 décembre au 2 janvier.</p><p><a href="/fr/visiter">Préparer votre visite</a> · <a href="/fr/benevolat">Devenir bénévole</a></p></section>`,
  });

  pages['/about'] = page({ path: '/about', title: 'About', main: `<h1>About the museum</h1><p>Founded in 1987 by the Rideau Canal Heritage Society, the museum occupies the stone house built for the lockmaster in 1846. The canal became a UNESCO World Heritage Site in 2007.</p>` });
  pages['/fr/a-propos'] = page({ path: '/fr/a-propos', title: 'À propos', main: `<h1>À propos du musée</h1><p>Fondé en 1987 par la Société du patrimoine du canal Rideau, le musée occupe la maison de pierre construite pour l’éclusier en 1846. Le canal est inscrit au patrimoine mondial de l’UNESCO depuis 2007.</p>` });

  const visitLd = {
    ...museumLd,
    contactPoint: { '@type': 'ContactPoint', contactType: 'group reservations', email: at('reservations'), telephone: '+1-613-555-0119', availableLanguage: ['English', 'French'] },
    department: [
      {
        '@type': 'Store',
        name: 'Museum Shop / Boutique du musée',
        employee: { '@type': 'Person', name: 'Claire Dubois', jobTitle: 'Gift Shop Manager', email: at('cdubois') },
      },
    ],
  };
  pages['/visit'] = page({
    path: '/visit',
    title: 'Visit',
    jsonLd: [visitLd],
    main: `<h1>Plan your visit</h1><h2>Hours</h2><p>Wednesday to Sunday, 10 am – 5 pm (last entry 4:30 pm). Open Mondays on statutory holidays from May to October.</p><h2>Groups and schools</h2><p>Guided tours for groups of 10 or more must be booked two weeks ahead: ${mailto(at('reservations'))} or ${tel('613-555-0119')}. Coach tours are arranged through Capital Heritage Tours (bookings@capitalheritagetours.ca).</p><h2>Museum shop</h2><p>Our shop carries books on canal history, local maple products and prints from our archives.</p>`,
  });
  pages['/fr/visiter'] = page({
    path: '/fr/visiter',
    title: 'Visiter',
    jsonLd: [visitLd],
    main: `<h1>Préparer votre visite</h1><h2>Heures d’ouverture</h2><p>Du mercredi au dimanche, de 10 h à 17 h (dernière entrée à 16 h 30).</p><h2>Groupes et écoles</h2><p>Les visites guidées pour les groupes de 10 personnes ou plus doivent être réservées deux semaines à l’avance : ${mailto(at('reservations'))} ou ${tel('613-555-0119')}.</p><h2>Boutique</h2><p>Livres sur l’histoire du canal, produits de l’érable et reproductions tirées de nos archives.</p>`,
  });

  pages['/our-team'] = page({
    path: '/our-team',
    title: 'Our Team',
    main: `<h1>Our Team</h1><p>Four permanent staff and more than sixty volunteers keep the museum open.</p><ul class="team-grid">${TEAM.filter((m) => m.en).map((m) => memberCard(m, 'en')).join('')}</ul>`,
  });
  pages['/fr/notre-equipe'] = page({
    path: '/fr/notre-equipe',
    title: 'Notre équipe',
    main: `<h1>Notre équipe</h1><p>Quatre employés permanents, une chargée de projet et plus de soixante bénévoles font vivre le musée.</p><ul class="team-grid">${TEAM.map((m) => memberCard(m, 'fr')).join('')}</ul>`,
  });

  pages['/volunteer'] = page({
    path: '/volunteer',
    title: 'Volunteer',
    main: `<h1>Volunteer with us</h1><p>Volunteers greet visitors, lead tours in English and French, and help catalogue our archives. To join, please contact our Volunteer Coordinator, Mathieu Gagnon, at ${mailto(at('mgagnon'))}. Training sessions start each April.</p>`,
  });
  pages['/fr/benevolat'] = page({
    path: '/fr/benevolat',
    title: 'Bénévolat',
    main: `<h1>Devenir bénévole</h1><p>Nos bénévoles accueillent les visiteurs, animent des visites en français et en anglais et aident à cataloguer nos archives. Pour vous joindre à nous, écrivez à Mathieu Gagnon, responsable des bénévoles, à ${mailto(at('mgagnon'))}. Les formations commencent chaque année en avril.</p>`,
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: `<h1>Contact us</h1><p>General inquiries: ${mailto(at('info'))} · ${tel('613-555-0118')}</p><p>Group and school bookings: ${mailto(at('reservations'))}</p><p>Media inquiries – Communications Officer: Noah Levesque, <span id="cloak4e7b1">This email address is being protected from spambots. You need JavaScript enabled to view it.</span><script type="text/javascript">\n${NOAH_SCRIPT}\n</script></p>`,
  });
  pages['/fr/nous-joindre'] = page({
    path: '/fr/nous-joindre',
    title: 'Nous joindre',
    main: `<h1>Nous joindre</h1><p>Renseignements généraux : ${mailto(at('info'))} · ${tel('613-555-0118')}</p><p>Réservations de groupes et d’écoles : ${mailto(at('reservations'))}</p><p>Pour les demandes des médias, veuillez consulter la <a href="/contact">page anglaise</a> (traduction à venir).</p>`,
  });

  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy', main: `<h1>Privacy</h1><p>We collect only the information you send us and never share it.</p>` });
  pages['/fr/confidentialite'] = page({ path: '/fr/confidentialite', title: 'Confidentialité', main: `<h1>Confidentialité</h1><p>Nous ne recueillons que les renseignements que vous nous transmettez.</p>` });
  pages['/staff-area'] = page({ path: '/staff-area', title: 'Staff area', main: `<h1>Staff area / Espace personnel</h1><p>Shift schedules and the collections database. Access problems: ${mailto(at('webadmin'))}</p>` });

  const teamCases = (m: Member): CaseKind[] => (m.en ? ['card', 'microdata', 'plain'] : ['card', 'microdata', 'plain', 'link-non-english', 'deep-page', 'hreflang']);
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /staff-area\nDisallow: /cms/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/about', '/visit', '/our-team', '/volunteer', '/contact', '/fr', '/fr/a-propos', '/fr/visiter', '/fr/notre-equipe', '/fr/benevolat', '/fr/nous-joindre'], '2025-03-11'),
      pages,
      headers: { Server: 'Apache/2.4.58 (Ubuntu)', 'Content-Language': 'en-CA' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-76',
      languages: ['en', 'fr'],
      addresses: [
        { address: at('info'), name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain', 'json-ld-mailto'] },
        { address: at('reservations'), name: null, title: null, pages: ['/visit', '/contact'], cases: ['role', 'plain', 'json-ld-contact-point'] },
        ...TEAM.map((m) => ({
          address: at(m.local),
          name: m.name,
          title: m.en ?? m.fr,
          ...(m.en ? { titleAlternatives: [m.fr] } : {}),
          pages: m.en ? ['/our-team', '/fr/notre-equipe'] : ['/fr/notre-equipe'],
          cases: teamCases(m),
        })),
        { address: at('mgagnon'), name: 'Mathieu Gagnon', title: 'Volunteer Coordinator', titleAlternatives: ['responsable des bénévoles'], pages: ['/volunteer', '/fr/benevolat'], cases: ['prose', 'plain', 'link-non-english'] },
        {
          address: at('nlevesque'),
          name: 'Noah Levesque',
          title: 'Communications Officer',
          pages: ['/contact'],
          encoded: { kind: 'script', text: NOAH_SCRIPT },
          cases: ['title-name-line', 'script-protect'],
        },
        { address: at('cdubois'), name: 'Claire Dubois', title: 'Gift Shop Manager', pages: ['/visit', '/fr/visiter'], cases: ['json-ld-nested', 'json-ld-only', 'json-ld-person'] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/staff-area'],
      nonAddresses: [
        { text: at('webadmin'), kind: 'disallowed' },
        { text: 'bookings@capitalheritagetours.ca', kind: 'other-company' },
        { text: 'rlhm-wordmark@2x.png', kind: 'retina' },
      ],
    },
  };
}
