/**
 * Passerelle Translations / Traductions Passerelle: a certified translation and interpretation
 * agency with offices in Montréal and Ottawa, on TYPO3, English and Canadian French. The team
 * pages show people as cards with schema.org microdata, some addresses written TYPO3-style
 * ("(at)", "(dot)") or "[at]"; the contact pages mark the Ottawa people up in RDFa; the French
 * team page adds a legal reviser styled "Me". A careers page is listed only in a sitemap named by
 * robots.txt. The client portal is disallowed; a git remote in the footer is a trap.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'passerelle-traduction.test';
const ORIGIN = `http://${HOST}`;
const DOM = 'passerelle-traduction(dot)test';

const MENU: Record<string, [string, string][]> = {
  en: [['/en/services', 'Services'], ['/en/team', 'Our team'], ['/en/contact', 'Contact']],
  fr: [['/fr/services', 'Services'], ['/fr/equipe', 'Notre équipe'], ['/fr/nous-joindre', 'Nous joindre']],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Passerelle',
  head: ['<meta name="generator" content="TYPO3 CMS">', `<link rel="stylesheet" href="${ORIGIN}/typo3temp/assets/compressed/merged-4f2a9c1e7b.css?1711965120" media="all">`],
  header: (p) => {
    const l = p.lang.slice(0, 2);
    return `<header class="page-header"><a class="logo" href="/${l === 'fr' ? 'fr' : ''}"><img src="/fileadmin/templates/img/passerelle-logo.svg" alt="Passerelle"></a><nav class="nav-main"><ul>${MENU[l]!.map(([h, t]) => `<li><a href="${h}">${esc(t)}</a></li>`).join('')}</ul></nav><ul class="lang-menu"><li><a href="/" hreflang="en">EN</a></li><li><a href="/fr" hreflang="fr">FR</a></li></ul></header>`;
  },
  footer: (p) =>
    `<footer class="page-footer"><p>${p.lang.startsWith('fr') ? 'Traductions Passerelle inc. · Membre de l’OTTIAQ et de l’ATIO' : 'Passerelle Translations Inc. · Member of OTTIAQ and ATIO'} · 1250, rue Notre-Dame Ouest, Montréal (Québec) H3C 1K6 · 150 Elgin Street, Ottawa ON K2P 1L4 · ${tel('514 555-0176')}</p>` +
    `<p><a href="/client-portal">${p.lang.startsWith('fr') ? 'Portail client' : 'Client portal'}</a> · Glossary tools: <code>git@gitlab.com:passerelle/termbase-tools.git</code></p></footer>`,
};

const pg = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const ce = (html: string): string => `<div id="c${Math.abs(html.length * 7) % 997}" class="frame frame-default frame-type-text frame-layout-0">${html}</div>`;

type Member = { name: string; shown: string; shownFr?: string; en: string; fr: string; local: string; how: 'plain' | 'at-paren' | 'at-bracket'; cases: CaseKind[]; frOnly?: boolean };
const TEAM: Member[] = [
  { name: 'Julie Tremblay', shown: 'Julie Tremblay', en: 'Founder & Managing Director', fr: 'Fondatrice et directrice générale', local: 'julie.tremblay', how: 'plain', cases: [] },
  { name: 'Mathieu Gagnon', shown: 'Mathieu Gagnon, C. Tr.', en: 'Head of French Translation', fr: 'Chef de la traduction vers le français', local: 'mathieu.gagnon', how: 'plain', cases: ['post-nominal'] },
  { name: 'Sophie Bergeron', shown: 'Sophie Bergeron', en: 'Project Manager, Federal Government Accounts', fr: 'Gestionnaire de projets, comptes du gouvernement fédéral', local: 'sophie.bergeron', how: 'at-paren', cases: [] },
  { name: 'Daniel Kowalski', shown: 'Daniel Kowalski', en: 'Senior Terminologist', fr: 'Terminologue principal', local: 'daniel.kowalski', how: 'at-bracket', cases: [] },
  { name: 'Louise Paquette', shown: 'Me Louise Paquette', en: '', fr: 'Réviseure, traduction juridique', local: 'louise.paquette', how: 'plain', cases: ['honorific'], frOnly: true },
];

/** TYPO3's spamProtectEmailAddresses: every character shifted along its range by the vector. */
function typo3Token(text: string): string {
  const shift = (c: number, lo: number, hi: number) => (c >= lo && c <= hi ? ((c - lo + 2) % (hi - lo + 1)) + lo : -1);
  return [...text].map((ch) => { const c = ch.charCodeAt(0); const r = [shift(c, 0x2b, 0x3a), shift(c, 0x40, 0x5a), shift(c, 0x61, 0x7a)].find((x) => x >= 0); return String.fromCharCode(r ?? c); }).join('');
}

const shownMail = (m: Member): string =>
  m.how === 'at-paren' ? `<a href="#" data-mailto-token="${typo3Token(`mailto:${m.local}@${HOST}`)}" data-mailto-vector="2">${m.local}(at)${DOM}</a>` : m.how === 'at-bracket' ? `<span class="mail">${m.local} [at] passerelle-traduction [dot] test</span>` : mailto(`${m.local}@${HOST}`, `${m.local}@${HOST}`, 'itemprop="email"');

const card = (m: Member, lang: 'en' | 'fr'): string =>
  `<div class="team-card" itemscope itemtype="https://schema.org/Person"><img src="/fileadmin/user_upload/equipe/${m.local.replace('.', '-')}.jpg" alt=""><h3 itemprop="name">${esc(m.shown)}</h3><p itemprop="jobTitle">${esc(lang === 'fr' ? m.fr : m.en)}</p><p>${shownMail(m)}</p></div>`;

type Ottawa = { name: string; en: string; fr: string; local: string };
const OTTAWA: Ottawa[] = [
  { name: 'Amanda Reid', en: 'Ottawa Office Lead', fr: 'Responsable du bureau d’Ottawa', local: 'amanda.reid' },
  { name: 'Nadia Haddad', en: 'Interpretation Services Coordinator', fr: 'Coordonnatrice des services d’interprétation', local: 'nadia.haddad' },
];
const rdfa = (o: Ottawa, lang: 'en' | 'fr'): string =>
  `<div vocab="https://schema.org/" typeof="Person" class="contact-person"><strong property="name">${esc(o.name)}</strong><br><span property="jobTitle">${esc(lang === 'fr' ? o.fr : o.en)}</span><br><a property="email" href="mailto:${o.local}@${HOST}">${o.local}@${HOST}</a></div>`;

export function passerelleTraduction(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const a = (en: string, fr: string) => ({ 'en-CA': en, 'fr-CA': fr });
  pages['/'] = pg({ path: '/', title: 'Certified translation, Montréal and Ottawa', lang: 'en-CA', alternates: a('/', '/fr'), main: ce(`<h1>Every word, in both official languages.</h1><p>Since 2004 we have translated for federal departments, hospitals, law firms and the odd hockey club. Certified translators, secure workflows, Ottawa and Montréal teams.</p>`) });
  pages['/fr'] = pg({ path: '/fr', title: 'Traduction agréée, Montréal et Ottawa', lang: 'fr-CA', alternates: a('/', '/fr'), main: ce(`<h1>Chaque mot, dans les deux langues officielles.</h1><p>Depuis 2004, nous traduisons pour des ministères fédéraux, des hôpitaux, des cabinets d’avocats et même un club de hockey.</p>`) });
  pages['/en/services'] = pg({ path: '/en/services', title: 'Services', lang: 'en-CA', alternates: a('/en/services', '/fr/services'), main: ce(`<h1>Services</h1><ul><li>Certified translation (English ⇄ French, Spanish, Arabic)</li><li>Conference and court interpretation</li><li>Terminology and style guides</li></ul>`) });
  pages['/fr/services'] = pg({ path: '/fr/services', title: 'Services', lang: 'fr-CA', alternates: a('/en/services', '/fr/services'), main: ce(`<h1>Services</h1><ul><li>Traduction agréée</li><li>Interprétation de conférence et judiciaire</li><li>Terminologie et guides de rédaction</li></ul>`) });
  pages['/en/team'] = pg({ path: '/en/team', title: 'Our team', lang: 'en-CA', alternates: a('/en/team', '/fr/equipe'), main: ce(`<h1>Our team</h1><div class="team-grid">${TEAM.filter((m) => !m.frOnly).map((m) => card(m, 'en')).join('')}</div>`) });
  pages['/fr/equipe'] = pg({ path: '/fr/equipe', title: 'Notre équipe', lang: 'fr-CA', alternates: a('/en/team', '/fr/equipe'), main: ce(`<h1>Notre équipe</h1><div class="team-grid">${TEAM.map((m) => card(m, 'fr')).join('')}</div>`) });
  pages['/en/contact'] = pg({
    path: '/en/contact',
    title: 'Contact',
    lang: 'en-CA',
    alternates: a('/en/contact', '/fr/nous-joindre'),
    main: ce(`<h1>Contact</h1><p>Quotes and general questions: ${mailto(`info@${HOST}`)}</p><h2>Ottawa office</h2>${OTTAWA.map((o) => rdfa(o, 'en')).join('')}`),
  });
  pages['/fr/nous-joindre'] = pg({
    path: '/fr/nous-joindre',
    title: 'Nous joindre',
    lang: 'fr-CA',
    alternates: a('/en/contact', '/fr/nous-joindre'),
    main: ce(`<h1>Nous joindre</h1><p>Soumissions et questions générales : ${mailto(`info@${HOST}`)}</p><h2>Bureau d’Ottawa</h2>${OTTAWA.map((o) => rdfa(o, 'fr')).join('')}`),
  });
  pages['/en/careers'] = pg({
    path: '/en/careers',
    title: 'Careers',
    lang: 'en-CA',
    main: ce(`<h1>Careers</h1><p>We are hiring English-to-French translators (OTTIAQ or ATIO certification, or eligibility). Send your CV and two samples to Kevin Li, our Recruitment Coordinator, at ${mailto(`kevin.li@${HOST}`)}.</p>`),
  });
  pages['/client-portal'] = pg({ path: '/client-portal', title: 'Client portal', lang: 'en-CA', main: ce(`<h1>Client portal</h1><p>Access problems: ${mailto(`portal@${HOST}`)}</p>`) });
  pages['/sitemaps/pages.xml'] = xmlPage(urlset(HOST, ['/', '/fr', '/en/services', '/fr/services', '/en/team', '/fr/equipe', '/en/contact', '/fr/nous-joindre', '/en/careers'], '2025-03-02'));

  const tm = (m: Member): CaseKind[] => ['card', ...(m.how === 'plain' ? (['microdata', 'plain'] as CaseKind[]) : (['obfuscated'] as CaseKind[])), ...m.cases, ...(m.frOnly ? (['link-non-english'] as CaseKind[]) : [])];
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /typo3conf/\nDisallow: /client-portal\n\nSitemap: ${ORIGIN}/sitemaps/pages.xml\n`,
      pages,
      headers: { Server: 'Apache/2.4.58', 'X-TYPO3-Parsetime': '0ms' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-92',
      languages: ['en', 'fr'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/en/contact', '/fr/nous-joindre'], cases: ['role', 'plain'] },
        ...TEAM.map((m) =>
          m.frOnly
            ? { address: `${m.local}@${HOST}`, name: m.name, title: m.fr, pages: ['/fr/equipe'], cases: tm(m) }
            : { address: `${m.local}@${HOST}`, name: m.name, title: m.en, titleAlternatives: [m.fr], pages: ['/en/team', '/fr/equipe'], cases: tm(m) },
        ),
        ...OTTAWA.map((o) => ({ address: `${o.local}@${HOST}`, name: o.name, title: o.en, titleAlternatives: [o.fr], pages: ['/en/contact', '/fr/nous-joindre'], cases: ['rdfa', 'plain'] as CaseKind[] })),
        { address: `kevin.li@${HOST}`, name: 'Kevin Li', title: 'Recruitment Coordinator', pages: ['/en/careers'], cases: ['sitemap-robots', 'prose', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/client-portal'],
      nonAddresses: [
        { text: `portal@${HOST}`, kind: 'disallowed' },
        { text: 'git@gitlab.com:passerelle/termbase-tools.git', kind: 'git' },
      ],
    },
  };
}
