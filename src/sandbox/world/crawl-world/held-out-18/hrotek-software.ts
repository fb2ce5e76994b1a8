/**
 * Hrotek Software: a small software consultancy in Brno, Czech with English, a hand-built site
 * on Astro. The team in RDFa cards in both languages with their academic degrees, the sales
 * mailbox built from string pieces and the office manager's address reversed by a script; a
 * public repository's clone URL and a front-end package version on the careers page, the
 * intranet disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'hrotek-software.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<'cs' | 'en', [string, string][]> = {
  cs: [['/', 'Úvod'], ['/sluzby', 'Služby'], ['/tym', 'Tým'], ['/kariera', 'Kariéra'], ['/kontakt', 'Kontakt'], ['/en', 'EN']],
  en: [['/en', 'Home'], ['/en/team', 'Team'], ['/en/contact', 'Contact'], ['/', 'CZ']],
};
const lng = (p: PageSpec): 'cs' | 'en' => (p.lang === 'en' ? 'en' : 'cs');

const theme: Theme = {
  host: HOST,
  siteName: 'Hrotek Software',
  head: ['<meta name="generator" content="Astro v4.8.6">', '<link rel="stylesheet" href="/_astro/index.B3x9kQ2d.css">'],
  header: (p) =>
    `<header class="site-header"><a class="logo" href="${lng(p) === 'en' ? '/en' : '/'}"><img src="/logo.svg" alt="Hrotek" width="120" height="32"></a><nav aria-label="Main"><ul>${MENU[lng(p)].map(([h, l]) => `<li><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer class="site-footer"><p>Hrotek Software s.r.o. · Údolní 53, 602 00 Brno · IČO 07123456 · ${tel('+420 541 212 880')} · ${mailto(`info@${HOST}`)}</p><p><a href="/ochrana-osobnich-udaju">Ochrana osobních údajů</a> · <a href="/interni">Intranet</a></p></footer>`,
  privacyPath: { cs: '/ochrana-osobnich-udaju', en: '/ochrana-osobnich-udaju' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

type Dev = { name: string; shown: string; cs: string; en: string; mail: string; cases: CaseKind[] };
const TEAM: Dev[] = [
  { name: 'Tomáš Kratochvíl', shown: 'Ing. Tomáš Kratochvíl, Ph.D.', cs: 'jednatel, softwarový architekt', en: 'Managing director, software architect', mail: 'tomas.kratochvil', cases: ['honorific', 'post-nominal'] },
  { name: 'Lenka Šťastná', shown: 'Ing. Lenka Šťastná', cs: 'vedoucí vývoje', en: 'Head of development', mail: 'lenka.stastna', cases: ['honorific'] },
  { name: 'Jakub Dvořák', shown: 'Jakub Dvořák', cs: 'senior backend vývojář (Java, Kotlin)', en: 'Senior backend developer (Java, Kotlin)', mail: 'jakub.dvorak', cases: [] },
  { name: 'Petra Horáková', shown: 'MgA. Petra Horáková', cs: 'UX designérka (částečný úvazek)', en: 'UX designer (part-time)', mail: 'petra.horakova', cases: ['honorific'] },
  { name: 'Ondřej Vávra', shown: 'Ondřej Vávra', cs: 'junior vývojář, student FIT VUT', en: 'Junior developer, student at BUT FIT', mail: 'ondrej.vavra', cases: [] },
];

const cards = (lang: 'cs' | 'en') =>
  `<ul class="team-grid" vocab="https://schema.org/">` +
  TEAM.map(
    (d) =>
      `<li class="team-card" typeof="Person"><img src="/team/${d.mail.replace('.', '-')}.webp" alt="" loading="lazy"><h3 property="name">${esc(d.shown)}</h3><p class="role" property="jobTitle">${esc(d[lang])}</p>` +
      `<a property="email" href="mailto:${d.mail}@${HOST}">${d.mail}@${HOST}</a></li>`,
  ).join('') +
  `</ul>`;

const SALES_SCRIPT = `var u = 'obchod'; var d = 'hrotek-software' + '.' + 'test'; var el = document.getElementById('obchod-mail'); el.href = 'mailto:' + u + '@' + d; el.textContent = u + '@' + d;`;
const MARKETA = `marketa.novakova@${HOST}`;

export function hrotekSoftware(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const home = { cs: '/', en: '/en' };
  const team = { cs: '/tym', en: '/en/team' };

  pages['/'] = page({
    path: '/',
    title: 'Vývoj software na zakázku v Brně',
    lang: 'cs',
    alternates: home,
    main: `<section class="hero"><h1>Software na míru pro firmy, které nechtějí krabicové řešení</h1><p>Interní systémy, integrace ERP, mobilní aplikace a audit legacy kódu. Od roku 2017 pro výrobce, logistiku a veřejnou správu na Moravě.</p><a class="btn" href="/kontakt">Nezávazná konzultace</a></section>`,
  });
  pages['/sluzby'] = page({ path: '/sluzby', title: 'Služby', lang: 'cs', main: `<h1>Služby</h1><ul><li>Vývoj webových aplikací (Kotlin, TypeScript)</li><li>Integrace s ERP Helios a SAP</li><li>Code review a audit architektury</li><li>Školení pro vývojové týmy</li></ul>` });
  pages['/tym'] = page({ path: '/tym', title: 'Tým', lang: 'cs', alternates: team, main: `<h1>Náš tým</h1><p>Jsme osm lidí v kanceláři u Lužánek.</p>${cards('cs')}` });
  pages['/en'] = page({ path: '/en', title: 'Custom software development in Brno', lang: 'en', alternates: home, main: `<h1>Custom software for companies that have outgrown off-the-shelf tools</h1><p>Internal systems, ERP integrations and legacy code audits since 2017.</p>` });
  pages['/en/team'] = page({ path: '/en/team', title: 'Team', lang: 'en', alternates: team, main: `<h1>Our team</h1>${cards('en')}` });

  pages['/kariera'] = page({
    path: '/kariera',
    title: 'Kariéra',
    lang: 'cs',
    main:
      `<h1>Hledáme frontend vývojáře/vývojářku</h1><p>Plný úvazek, Brno + 2 dny home office. Stack: TypeScript, React (react@18.3.1), Vite, Kotlin na backendu.</p>` +
      `<p>Než se ozvete, mrkněte na náš open-source projekt: <code>git clone git@github.com:hrotek/brno-odpady-api.git</code></p>` +
      `<p>Životopis a odkaz na GitHub posílejte Lence Šťastné, vedoucí vývoje – adresu najdete v sekci <a href="/tym">Tým</a>.</p>`,
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    lang: 'cs',
    alternates: { cs: '/kontakt', en: '/en/contact' },
    main:
      `<h1>Kontakt</h1><p>Hrotek Software s.r.o., Údolní 53, 602 00 Brno</p>` +
      `<p>Poptávky a nabídky: <a id="obchod-mail" href="#">obchod (zavináč) naše doména</a></p><script>${SALES_SCRIPT}</script>` +
      `<p>Markéta Nováková, office manažerka (fakturace, smlouvy): <span class="rmail" data-rmail="${reversed(MARKETA)}"></span></p>` +
      `<script>document.querySelectorAll('.rmail').forEach(function (s) { var a = s.getAttribute('data-rmail').split('').reverse().join(''); s.innerHTML = '<a href="mailto:' + a + '">' + a + '</a>'; });</script>`,
  });
  pages['/en/contact'] = page({ path: '/en/contact', title: 'Contact', lang: 'en', alternates: { cs: '/kontakt', en: '/en/contact' }, main: `<h1>Contact</h1><p>Hrotek Software s.r.o., Údolní 53, 602 00 Brno, Czech Republic · ${mailto(`info@${HOST}`)}</p>` });
  pages['/ochrana-osobnich-udaju'] = page({ path: '/ochrana-osobnich-udaju', title: 'Ochrana osobních údajů', lang: 'cs', main: `<h1>Ochrana osobních údajů</h1><p>Správcem je Hrotek Software s.r.o., IČO 07123456.</p>` });
  pages['/interni'] = page({ path: '/interni', title: 'Intranet', lang: 'cs', main: `<h1>Intranet</h1><p>Hlášení výpadků: ${mailto(`helpdesk@${HOST}`)}</p>` });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /interni\n\nSitemap: ${ORIGIN}/sitemap-index.xml\n`,
      pages,
      headers: { Server: 'Caddy' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-18',
      languages: ['cs', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/en/contact'], cases: ['role', 'plain'] },
        { address: `obchod@${HOST}`, name: null, title: null, pages: ['/kontakt'], encoded: { kind: 'script', text: SALES_SCRIPT }, cases: ['role', 'script-concat'] },
        ...TEAM.map((d) => ({ address: `${d.mail}@${HOST}`, name: d.name, title: d.cs, titleAlternatives: [d.en], pages: ['/tym', '/en/team'], cases: ['card', 'rdfa', 'plain', 'link-non-english', ...d.cases] as CaseKind[] })),
        { address: MARKETA, name: 'Markéta Nováková', title: 'office manažerka', pages: ['/kontakt'], encoded: { kind: 'reversed', text: reversed(MARKETA) }, cases: ['name-title-line', 'script-reversed'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/interni'],
      nonAddresses: [
        { text: `helpdesk@${HOST}`, kind: 'disallowed' },
        { text: 'git@github.com', kind: 'git' },
        { text: 'react@18.3.1', kind: 'package' },
      ],
    },
  };
}
