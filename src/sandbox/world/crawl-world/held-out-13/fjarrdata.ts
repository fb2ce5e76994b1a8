/**
 * Fjärrdata IT-support AB: a managed IT support firm for small offices in Umeå, Swedish with an
 * English section reached only through the hreflang alternate. First-dot-last addresses, stated on
 * the careers page. The founder as "Namn, titel" and a JSON-LD founder, the staff as Elementor
 * cards (English titles on the English team page), one card's address written with character
 * references, the sales lead in microdata with an unowned quote mailbox beside him, the security
 * consultant in English prose two links deep, the support mailbox; a git clone URL, a chat
 * widget's package version, a retina logo, a form placeholder, a distributor's address and a
 * customer portal robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'fjarrdata.test';
const ORIGIN = `http://${HOST}`;
const SCHEME = 'fornamn.efternamn@fjarrdata.test';

const MENU_SV: [string, string][] = [
  ['/', 'Start'],
  ['/om-oss', 'Om oss'],
  ['/medarbetare', 'Medarbetare'],
  ['/jobba-hos-oss', 'Jobba hos oss'],
  ['/kontakt', 'Kontakt'],
];
const MENU_EN: [string, string][] = [
  ['/en', 'Home'],
  ['/en/meet-the-team', 'Meet the team'],
  ['/', 'Svenska'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Fjärrdata IT-support',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    '<meta name="generator" content="Elementor 3.21.4; features: e_optimized_assets_loading">',
    '<link rel="stylesheet" id="elementor-frontend-css" href="/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.21.4">',
  ],
  header: (p) =>
    `<header class="elementor elementor-location-header"><div class="elementor-widget-container"><a href="${p.lang === 'en' ? '/en' : '/'}"><img src="/wp-content/uploads/2024/02/fjarrdata-logo.png" srcset="/wp-content/uploads/2024/02/fjarrdata-logo@2x.png 2x" alt="Fjärrdata"></a></div>` +
    `<nav class="elementor-nav-menu--main"><ul class="elementor-nav-menu">${(p.lang === 'en' ? MENU_EN : MENU_SV).map(([h, l]) => `<li class="menu-item"><a class="elementor-item" href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></header>`,
  footer: (p) =>
    `<footer class="elementor elementor-location-footer"><p>Fjärrdata IT-support AB · Storgatan 41, 903 26 Umeå · org.nr 559204-3318 · ${tel('090-14 22 80')}</p>` +
    `<p>Support: ${mailto('support@fjarrdata.test')} · <a href="/kundportal">${p.lang === 'en' ? 'Customer portal' : 'Kundportal'}</a> · <a href="/integritet">${p.lang === 'en' ? 'Privacy' : 'Integritetspolicy'}</a></p></footer>`,
  privacyPath: { sv: '/integritet', en: '/integritet' },
  bodyEnd: ['<script src="https://cdn.jsdelivr.test/npm/chatwoot-sdk@2.4.1/dist/sdk.js" defer></script>'],
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

const STAFF: { name: string; sv: string; en: string; address: string; encoded?: boolean }[] = [
  { name: 'Sara Nilsson', sv: 'Teknisk chef', en: 'Head of Technology', address: 'sara.nilsson@fjarrdata.test' },
  { name: 'Erik Holm', sv: 'Supporttekniker', en: 'Support technician', address: 'erik.holm@fjarrdata.test' },
  { name: 'Maja Berglund', sv: 'Nätverkstekniker', en: 'Network engineer', address: 'maja.berglund@fjarrdata.test' },
  { name: 'Åsa Lindqvist', sv: 'Ekonomiansvarig', en: 'Finance manager', address: 'asa.lindqvist@fjarrdata.test', encoded: true },
  { name: 'Linnea Strand', sv: 'IT-tekniker (lärling)', en: 'IT technician (apprentice)', address: 'linnea.strand@fjarrdata.test' },
];

function card(s: (typeof STAFF)[number], lang: 'sv' | 'en'): string {
  const link = s.encoded ? `<a href="mailto:${entities(s.address)}">${entities(s.address)}</a>` : mailto(s.address);
  return (
    `<div class="elementor-column elementor-col-33"><div class="elementor-widget-image-box"><figure class="elementor-image-box-img"><img src="/wp-content/uploads/2024/02/${s.address.slice(0, s.address.indexOf('@')).replace('.', '-')}.jpg" alt="${esc(s.name)}"></figure>` +
    `<div class="elementor-image-box-content"><h3 class="elementor-image-box-title">${esc(s.name)}</h3><p class="elementor-image-box-description">${esc(lang === 'sv' ? s.sv : s.en)}</p></div></div>` +
    `<div class="elementor-widget-text-editor"><p>${link}</p></div></div>`
  );
}

export function fjarrdata(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'IT-support för små kontor',
    lang: 'sv',
    alternates: { sv: '/', en: '/en' },
    main:
      `<section class="elementor-section"><h1>IT-support för små kontor i Västerbotten</h1><p>Vi sköter datorer, nätverk, backup och Microsoft 365 åt advokatbyråer, tandläkare och redovisningsbyråer – på plats i Umeå eller på distans.</p>` +
      `<p><a class="elementor-button" href="/kontakt">Boka ett möte</a></p></section>`,
  });

  pages['/om-oss'] = page({
    path: '/om-oss',
    title: 'Om oss',
    lang: 'sv',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Fjärrdata IT-support AB',
        url: `${ORIGIN}/`,
        logo: `${ORIGIN}/wp-content/uploads/2024/02/fjarrdata-logo.png`,
        founder: { '@type': 'Person', name: 'Johan Lindgren', jobTitle: 'VD', email: 'johan.lindgren@fjarrdata.test' },
        address: { '@type': 'PostalAddress', streetAddress: 'Storgatan 41', postalCode: '903 26', addressLocality: 'Umeå', addressCountry: 'SE' },
      },
    ],
    main:
      `<h1>Om Fjärrdata</h1><p>Fjärrdata startades 2011 när Johan Lindgren tröttnade på att se småföretag betala storbolagspriser för support som aldrig svarade i telefon. I dag är vi sju personer som tar hand om drygt 120 kontor.</p>` +
      `<p>Johan Lindgren, VD och grundare<br>${mailto('johan.lindgren@fjarrdata.test')}</p>` +
      `<p>Hårdvara köper vi in via vår grossist; leveransfrågor kan ställas direkt till ${mailto('order@nordic-it-grossist.test')}.</p>`,
  });

  pages['/medarbetare'] = page({
    path: '/medarbetare',
    title: 'Medarbetare',
    lang: 'sv',
    main: `<h1>Våra medarbetare</h1>\n<div class="elementor-row">\n${STAFF.map((s) => card(s, 'sv')).join('\n')}\n</div>`,
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    lang: 'sv',
    main:
      `<h1>Kontakta oss</h1><p>Har du ett akut ärende? Ring supporten på ${tel('090-14 22 80')} eller mejla ${mailto('support@fjarrdata.test')} så skapas ett ärende automatiskt.</p>` +
      `<h2>Ny kund?</h2>` +
      `<div class="contact-person" itemscope itemtype="https://schema.org/Person"><span itemprop="name">Daniel Ek</span>, <span itemprop="jobTitle">säljansvarig</span><br>` +
      `<span itemprop="telephone">070-318 44 02</span><br><a itemprop="email" href="mailto:daniel.ek@fjarrdata.test">daniel.ek@fjarrdata.test</a></div>` +
      `<p>Offertförfrågningar: ${mailto('offert@fjarrdata.test')}</p>` +
      `<form class="elementor-form"><label>E-post <input type="email" name="email" placeholder="namn@foretag.se"></label><label>Meddelande <textarea name="msg"></textarea></label><button type="submit">Skicka</button></form>`,
  });

  pages['/jobba-hos-oss'] = page({
    path: '/jobba-hos-oss',
    title: 'Jobba hos oss',
    lang: 'sv',
    main:
      `<h1>Jobba hos oss</h1><p>Vi söker en supporttekniker till Umeå-kontoret. Skicka CV och ett par rader om dig själv till Sara Nilsson – alla på Fjärrdata nås på ${esc(SCHEME)}.</p>` +
      `<p>Nyfiken på hur vi jobbar? Våra Ansible-roller för kundservrar är öppna: <code>git clone git@git.fjarrdata.test:drift/ansible-roller.git</code></p>`,
  });

  pages['/kundportal'] = page({
    path: '/kundportal',
    title: 'Kundportal',
    lang: 'sv',
    main: `<h1>Kundportal</h1><p>Logga in för att se dina ärenden och avtal. Problem med inloggningen: ${mailto('drift@fjarrdata.test')}</p>`,
  });

  pages['/integritet'] = page({
    path: '/integritet',
    title: 'Integritetspolicy',
    lang: 'sv',
    main: `<h1>Integritetspolicy</h1><p>Fjärrdata IT-support AB är personuppgiftsansvarig. Frågor om hur vi behandlar dina uppgifter skickas till ${mailto('support@fjarrdata.test')}.</p>`,
  });

  pages['/en'] = page({
    path: '/en',
    title: 'IT support for small offices',
    lang: 'en',
    alternates: { sv: '/', en: '/en' },
    main:
      `<h1>IT support for small offices in northern Sweden</h1><p>We look after computers, networks, backups and Microsoft 365 for law firms, dental practices and accountants around Umeå.</p>` +
      `<p><a href="/en/meet-the-team">Meet the team</a></p>`,
  });

  pages['/en/meet-the-team'] = page({
    path: '/en/meet-the-team',
    title: 'Meet the team',
    lang: 'en',
    main:
      `<h1>Meet the team</h1>\n<div class="elementor-row">\n${STAFF.map((s) => card(s, 'en')).join('\n')}\n</div>\n` +
      `<p>Worried about ransomware or need a NIS2 gap analysis? Our IT security consultant Oskar Dahl runs audits and staff training and is happy to hear from you at ${mailto('oskar.dahl@fjarrdata.test')}.</p>`,
  });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /kundportal\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\n`,
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.2.18' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-13',
      languages: ['sv', 'en'],
      addresses: [
        {
          address: 'johan.lindgren@fjarrdata.test',
          name: 'Johan Lindgren',
          title: 'VD och grundare',
          titleAlternatives: ['VD'],
          pages: ['/om-oss'],
          cases: ['name-title-line', 'json-ld-person', 'plain', ln],
        },
        ...STAFF.map((s) => ({
          address: s.address,
          name: s.name,
          title: s.sv,
          titleAlternatives: [s.en],
          pages: ['/medarbetare', '/en/meet-the-team'],
          cases: ['card', s.encoded ? 'entities' : 'plain', ln] as CaseKind[],
        })),
        { address: 'daniel.ek@fjarrdata.test', name: 'Daniel Ek', title: 'säljansvarig', pages: ['/kontakt'], cases: ['microdata', 'plain', ln] },
        { address: 'offert@fjarrdata.test', name: null, title: null, pages: ['/kontakt'], cases: ['neighbour', 'plain', ln] },
        {
          address: 'oskar.dahl@fjarrdata.test',
          name: 'Oskar Dahl',
          title: 'IT security consultant',
          pages: ['/en/meet-the-team'],
          cases: ['prose', 'hreflang', 'deep-page', 'link-english-unlisted', 'plain'],
        },
        { address: 'support@fjarrdata.test', name: null, title: null, pages: ['/', '/kontakt', '/integritet'], cases: ['role', 'plain'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/jobba-hos-oss', text: SCHEME },
      disallowed: ['/kundportal'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        { text: 'drift@fjarrdata.test', kind: 'disallowed' },
        { text: 'git@git.fjarrdata.test', kind: 'git' },
        { text: 'chatwoot-sdk@2.4.1', kind: 'package' },
        { text: 'fjarrdata-logo@2x.png', kind: 'retina' },
        { text: 'namn@foretag.se', kind: 'placeholder' },
        { text: 'order@nordic-it-grossist.test', kind: 'other-company' },
      ],
    },
  };
}
