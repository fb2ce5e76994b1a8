/**
 * Laadbrug Software: a Utrecht company making dock-scheduling and yard software for warehouses,
 * on TYPO3 12 in Dutch and English. The team as prose bios whose addresses TYPO3 writes with
 * "(at)" (spamProtectEmailAddresses_atSubst), with Dutch academic titles and an MBA, the English
 * pages giving the same people English titles; the support lead nested in the Organization's
 * department in JSON-LD beside a contact point; the carrier-integration lead on an English page
 * linked as "Carrier integrations"; the data protection officer as a colofon label line. The
 * careers page states the address scheme; the developer page carries a git clone URL and an npm
 * package version; the customer portal is disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'laadbrug.test';
const ORIGIN = `http://${HOST}`;

const at = (local: string): string => `<a href="#" data-mailto-token="${[...`mailto:${local}@${HOST}`].map((c) => String.fromCharCode(c.charCodeAt(0) + 2)).join('').replace(/[<>&"]/g, '')}" data-mailto-vector="2">${local}(at)laadbrug.test</a>`;

const MENU_NL: [string, string][] = [
  ['/', 'Home'],
  ['/oplossingen', 'Oplossingen'],
  ['/over-ons/team', 'Ons team'],
  ['/werken-bij', 'Werken bij'],
  ['/contact', 'Contact'],
];
const MENU_EN: [string, string][] = [
  ['/en', 'Home'],
  ['/en/about/team', 'Our team'],
  ['/en/carrier-integrations', 'Carrier integrations'],
  ['/en/developers', 'Developers'],
  ['/en/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Laadbrug Software',
  head: [
    '<meta name="generator" content="TYPO3 CMS">',
    `<link rel="stylesheet" href="${ORIGIN}/typo3conf/ext/laadbrug_sitepackage/Resources/Public/Css/main.min.css?1712050412" media="all">`,
    `<script src="${ORIGIN}/typo3temp/assets/compressed/merged-2f8c1e0b7a.js?1712050412"></script>`,
    '<script defer data-domain="laadbrug.test" src="https://plausible.io/js/script.js"></script>',
  ],
  header: (p) => {
    const en = p.lang.startsWith('en');
    const menu = en ? MENU_EN : MENU_NL;
    return (
      `<header class="header"><div class="container"><a class="header__logo" href="${en ? '/en' : '/'}"><img src="/fileadmin/templates/img/laadbrug-logo.svg" alt="Laadbrug Software" width="180" height="40"></a>` +
      `<nav class="header__nav" aria-label="${en ? 'Main navigation' : 'Hoofdnavigatie'}"><ul>${menu.map(([href, label]) => `<li${p.path === href ? ' class="active"' : ''}><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav>` +
      `<ul class="header__lang"><li><a href="/" hreflang="nl">NL</a></li><li><a href="/en" hreflang="en">EN</a></li></ul><a class="btn btn--primary" href="${en ? '/en/contact' : '/contact'}">${en ? 'Book a demo' : 'Plan een demo'}</a></div></header><main id="main" class="main">`
    );
  },
  footer: (p) =>
    `</main><footer class="footer"><div class="container"><div class="footer__col"><p><strong>Laadbrug Software B.V.</strong><br>Stationsplein 12<br>3511 ED Utrecht<br>${tel('+31 30 555 2000')}</p></div>` +
    `<div class="footer__col"><ul><li><a href="${p.lang.startsWith('en') ? '/en/contact' : '/colofon'}">${p.lang.startsWith('en') ? 'Imprint' : 'Colofon'}</a></li><li><a href="/portal">${p.lang.startsWith('en') ? 'Customer portal' : 'Klantportaal'}</a></li></ul><p>KvK 71922018 · ISO 27001</p></div></div></footer>` +
    `<script src="${ORIGIN}/typo3/sysext/frontend/Resources/Public/JavaScript/default_frontend.js?1712050412"></script>`,
  privacyPath: { nl: '/colofon', en: '/en/contact' },
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { lang: 'nl', ...spec });
const ce = (id: number, html: string): string => `<div id="c${id}" class="frame frame-default frame-type-textmedia frame-layout-0"><div class="ce-textpic ce-left ce-intext"><div class="ce-bodytext">${html}</div></div></div>`;

type Member = { local: string; name: string; shownNl: string; shownEn: string; nl: string; en: string; bioNl: string; bioEn: string; cases: CaseKind[] };
const TEAM: Member[] = [
  {
    local: 'maarten.hoekstra', name: 'Maarten Hoekstra', shownNl: 'ir. Maarten Hoekstra, MBA', shownEn: 'Maarten Hoekstra, MBA', nl: 'oprichter en algemeen directeur', en: 'Founder & CEO',
    bioNl: 'richtte Laadbrug in 2014 op na tien jaar als supply-chainconsultant.', bioEn: 'founded Laadbrug in 2014 after ten years as a supply chain consultant.', cases: ['honorific', 'post-nominal'],
  },
  { local: 'sanne.visser', name: 'Sanne Visser', shownNl: 'Sanne Visser', shownEn: 'Sanne Visser', nl: 'CTO', en: 'CTO', bioNl: 'leidt de drie ontwikkelteams en is verantwoordelijk voor de cloudarchitectuur.', bioEn: 'leads our three development teams and the cloud architecture.', cases: [] },
  {
    local: 'ruben.kuipers', name: 'Ruben Kuipers', shownNl: 'drs. Ruben Kuipers', shownEn: 'Ruben Kuipers', nl: 'commercieel directeur', en: 'Chief Commercial Officer',
    bioNl: 'bouwde eerder het Benelux-kanaal van een WMS-leverancier op.', bioEn: 'previously built the Benelux channel of a WMS vendor.', cases: ['honorific'],
  },
  { local: 'femke.bos', name: 'Femke Bos', shownNl: 'Femke Bos', shownEn: 'Femke Bos', nl: 'Lead Product Owner DockPlanner', en: 'Lead Product Owner DockPlanner', bioNl: 'vertaalt de wensen van planners en chauffeurs naar de roadmap.', bioEn: 'turns what planners and drivers ask for into the roadmap.', cases: [] },
  { local: 'thomas.mulder', name: 'Thomas Mulder', shownNl: 'Thomas Mulder', shownEn: 'Thomas Mulder', nl: 'Customer Success Manager Benelux', en: 'Customer Success Manager Benelux', bioNl: 'begeleidt nieuwe klanten van kick-off tot livegang.', bioEn: 'guides new customers from kick-off to go-live.', cases: [] },
];

export function laadbrug(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const alt = { nl: '/', en: '/en', 'x-default': '/en' };
  const org = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Laadbrug Software B.V.',
    url: `${ORIGIN}/`,
    logo: `${ORIGIN}/fileadmin/templates/img/laadbrug-logo.svg`,
    contactPoint: { '@type': 'ContactPoint', contactType: 'technical support', email: `support@${HOST}`, telephone: '+31 30 555 2099', availableLanguage: ['nl', 'en', 'de'] },
    department: {
      '@type': 'Organization',
      name: 'Customer Support',
      employee: { '@type': 'Person', name: 'Lotte Jansen', jobTitle: 'Head of Customer Support', email: `lotte.jansen@${HOST}` },
    },
  };

  pages['/'] = page({
    path: '/',
    title: 'Dockplanning en yardmanagement',
    alternates: alt,
    jsonLd: [org],
    main: ce(1, `<h1>Geen wachtende vrachtwagens meer aan uw docks</h1><p>Met DockPlanner en YardView plannen ruim 240 distributiecentra in Nederland, België en Duitsland hun laad- en lostijden. Koppelingen met alle gangbare WMS- en TMS-pakketten.</p><p><a href="/oplossingen">Bekijk onze oplossingen</a></p>`) +
      ce(2, `<p>Vragen over uw installatie? Ons supportteam onder leiding van Lotte Jansen (Head of Customer Support) is bereikbaar op ${mailto(`lotte.jansen@${HOST}`)} voor escalaties en op ${mailto(`support@${HOST}`)} voor alle andere meldingen.</p>`),
  });

  pages['/oplossingen'] = page({ path: '/oplossingen', title: 'Oplossingen', main: ce(3, `<h1>Oplossingen</h1><ul><li>DockPlanner – tijdslotboeking voor vervoerders</li><li>YardView – realtime overzicht van trailers op het terrein</li><li>GateCheck – kentekenherkenning bij de slagboom</li></ul>`) });

  pages['/over-ons/team'] = page({
    path: '/over-ons/team',
    title: 'Ons team',
    alternates: { nl: '/over-ons/team', en: '/en/about/team' },
    main: `<h1>Ons team</h1>` + TEAM.map((m, i) => ce(10 + i, `<p><strong>${esc(m.shownNl)}</strong> (${esc(m.nl)}) ${esc(m.bioNl)} Mail: ${at(m.local)}</p>`)).join(''),
  });

  pages['/werken-bij'] = page({
    path: '/werken-bij',
    title: 'Werken bij Laadbrug',
    main: ce(20, `<h1>Werken bij Laadbrug</h1><p>We zoeken een Senior Backend Developer (Kotlin) en een Implementatieconsultant. Solliciteren kan via ${mailto(`jobs@${HOST}`)}.</p><p>Goed om te weten: al onze e-mailadressen hebben de vorm voornaam.achternaam@laadbrug.test, dus na je eerste gesprek weet je hoe je je toekomstige collega's bereikt.</p>`),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: ce(30, `<h1>Contact</h1><p>Stationsplein 12, 3511 ED Utrecht (5 minuten lopen vanaf Utrecht Centraal)</p><p>Algemeen: ${mailto(`info@${HOST}`)} · Support: ${mailto(`support@${HOST}`)}</p>`),
  });

  pages['/colofon'] = page({
    path: '/colofon',
    title: 'Colofon',
    main: ce(40, `<h1>Colofon en privacy</h1><p>Laadbrug Software B.V., KvK 71922018, btw NL859112406B01.</p><p>Functionaris gegevensbescherming: Eva Dekker, Privacy Officer, Stationsplein 12, 3511 ED Utrecht, ${tel('+31 30 555 2040')}, ${mailto(`eva.dekker@${HOST}`)}</p>`),
  });

  pages['/portal'] = page({ path: '/portal', title: 'Klantportaal', main: ce(50, `<p>Log in met uw klantaccount. Toegang aanvragen: ${mailto(`portal-access@${HOST}`)}</p>`) });

  pages['/en'] = page({
    path: '/en',
    lang: 'en',
    title: 'Dock scheduling and yard management',
    alternates: alt,
    jsonLd: [org],
    main: ce(101, `<h1>No more trucks queuing at your docks</h1><p>DockPlanner and YardView schedule loading and unloading at more than 240 distribution centres across the Benelux and Germany.</p><p>Support: ${mailto(`support@${HOST}`)}</p>`),
  });

  pages['/en/about/team'] = page({
    path: '/en/about/team',
    lang: 'en',
    title: 'Our team',
    alternates: { nl: '/over-ons/team', en: '/en/about/team' },
    main: `<h1>Our team</h1>` + TEAM.map((m, i) => ce(110 + i, `<p><strong>${esc(m.shownEn)}</strong>, ${esc(m.en)}, ${esc(m.bioEn)} Email: ${at(m.local)}</p>`)).join(''),
  });

  pages['/en/carrier-integrations'] = page({
    path: '/en/carrier-integrations',
    lang: 'en',
    title: 'Carrier integrations',
    main: ce(120, `<h1>Carrier integrations</h1><p>DockPlanner talks EDIFACT IFTMIN, REST and plain e-mail bookings. We maintain ready-made connectors for 60+ carriers and 3PLs.</p><p>Daan Smit, Integration Lead – ${mailto(`daan.smit@${HOST}`)} – will scope a new connector with you.</p>`),
  });

  pages['/en/developers'] = page({
    path: '/en/developers',
    lang: 'en',
    title: 'Developers',
    main: ce(130, `<h1>Developers</h1><p>Our TypeScript client is on npm and GitHub:</p><pre><code>npm install @laadbrug/dock-sdk@3.2.0\ngit clone git@github.com:laadbrug/dock-sdk.git</code></pre><p>Use <code>you@example.com</code> as the sender in the sandbox environment.</p>`),
  });

  pages['/en/contact'] = page({
    path: '/en/contact',
    lang: 'en',
    title: 'Contact',
    main: ce(140, `<h1>Contact</h1><p>Laadbrug Software B.V., Stationsplein 12, 3511 ED Utrecht, the Netherlands</p><p>General inquiries: ${mailto(`info@${HOST}`)}<br>Data protection: Eva Dekker, Privacy Officer (${mailto(`eva.dekker@${HOST}`)})</p>`),
  });

  pages['/sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/oplossingen', '/over-ons/team', '/werken-bij', '/contact', '/colofon', '/en', '/en/about/team', '/en/carrier-integrations', '/en/developers', '/en/contact'], '2025-04-03'));

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /typo3conf/\nDisallow: /portal\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      pages,
      headers: { Server: 'nginx', 'X-Content-Type-Options': 'nosniff' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-83',
      languages: ['nl', 'en'],
      addresses: [
        { address: `support@${HOST}`, name: null, title: null, pages: ['/', '/contact', '/en'], cases: ['role', 'plain', 'json-ld-contact-point'] },
        { address: `info@${HOST}`, name: null, title: null, pages: ['/contact', '/en/contact'], cases: ['role', 'plain'] },
        { address: `jobs@${HOST}`, name: null, title: null, pages: ['/werken-bij'], cases: ['role', 'plain', 'link-non-english'] },
        { address: `lotte.jansen@${HOST}`, name: 'Lotte Jansen', title: 'Head of Customer Support', pages: ['/', '/en'], cases: ['json-ld-nested', 'json-ld-person', 'prose', 'plain'] },
        ...TEAM.map((m) => ({
          address: `${m.local}@${HOST}`,
          name: m.name,
          title: m.nl,
          ...(m.en !== m.nl ? { titleAlternatives: [m.en] } : {}),
          pages: ['/over-ons/team', '/en/about/team'],
          cases: ['prose', 'obfuscated', 'link-non-english', ...m.cases] as CaseKind[],
        })),
        { address: `daan.smit@${HOST}`, name: 'Daan Smit', title: 'Integration Lead', pages: ['/en/carrier-integrations'], cases: ['name-title-line', 'link-english-unlisted', 'plain'] },
        { address: `eva.dekker@${HOST}`, name: 'Eva Dekker', title: 'Privacy Officer', titleAlternatives: ['Functionaris gegevensbescherming'], pages: ['/colofon', '/en/contact'], cases: ['label-line', 'plain', 'link-non-english'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/werken-bij', text: 'voornaam.achternaam@laadbrug.test' },
      disallowed: ['/portal'],
      nonAddresses: [
        { text: 'voornaam.achternaam@laadbrug.test', kind: 'scheme' },
        { text: `portal-access@${HOST}`, kind: 'disallowed' },
        { text: 'git@github.com:laadbrug/dock-sdk.git', kind: 'git' },
        { text: '@laadbrug/dock-sdk@3.2.0', kind: 'package' },
        { text: 'you@example.com', kind: 'placeholder' },
      ],
    },
  };
}
