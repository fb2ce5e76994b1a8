/**
 * Advokaadibüroo Kask &amp; Partnerid: a seven-lawyer law office in Tartu, on a hand-written site a
 * local studio built (static HTML, one stylesheet, a few lines of script), in Estonian with an
 * English version linked as "EN" and tied by hreflang alternates. "Meeskond" / "Team" gives each
 * lawyer as a definition list (LL.M. after the name, "dr iur" before it), the addresses written by
 * document.write from character codes; the contact page marks up the office manager with
 * microdata; the internship page is only in the gzip sitemap robots.txt names. The client portal
 * (disallowed) is a trap.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'kaskpartnerid.test';
const ORIGIN = `http://${HOST}`;

const MENU_ET: [string, string][] = [
  ['/', 'Avaleht'],
  ['/valdkonnad', 'Valdkonnad'],
  ['/meeskond', 'Meeskond'],
  ['/kontakt', 'Kontakt'],
];
const MENU_EN: [string, string][] = [
  ['/en', 'Home'],
  ['/en/practice-areas', 'Practice areas'],
  ['/en/team', 'Team'],
  ['/en/contact', 'Contact'],
];
const TWIN: Record<string, string> = { '/': '/en', '/valdkonnad': '/en/practice-areas', '/meeskond': '/en/team', '/kontakt': '/en/contact' };
const TWIN_BACK: Record<string, string> = Object.fromEntries(Object.entries(TWIN).map(([a, b]) => [b, a]));

const theme: Theme = {
  host: HOST,
  siteName: 'Kask & Partnerid',
  head: ['<link rel="stylesheet" href="/css/style.css?v=14">', '<link rel="icon" href="/favicon.svg" type="image/svg+xml">', '<script async src="https://plausible.io/js/script.js" data-domain="kaskpartnerid.test"></script>'],
  header: (p) => {
    const en = p.lang === 'en';
    const menu = en ? MENU_EN : MENU_ET;
    const other = en ? (TWIN_BACK[p.path] ?? '/') : (TWIN[p.path] ?? '/en');
    return (
      `<header class="top"><div class="wrap"><a class="logo" href="${en ? '/en' : '/'}"><img src="/img/kask-partnerid.svg" alt="Kask &amp; Partnerid" width="190" height="44"></a>` +
      `<nav class="main-nav"><ul>${menu.map(([h, l]) => `<li${h === p.path ? ' class="active"' : ''}><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav>` +
      `<a class="lang" href="${other}" hreflang="${en ? 'et' : 'en'}">${en ? 'ET' : 'EN'}</a></div></header>`
    );
  },
  footer: (p) =>
    `<footer class="bottom"><div class="wrap"><p>Advokaadibüroo Kask &amp; Partnerid OÜ · Rüütli 11, 51007 Tartu · ${tel('+372 742 0150')} · ${mailto(`info@${HOST}`)}</p><p>${p.lang === 'en' ? 'Members of the Estonian Bar Association' : 'Eesti Advokatuuri liikmed'} · <a href="/klient">${p.lang === 'en' ? 'Client portal' : 'Kliendiportaal'}</a></p></div></footer>`,
};

const et = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'et', alternates: TWIN[spec.path] ? { et: spec.path, en: TWIN[spec.path]! } : undefined });
const en = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en', alternates: TWIN_BACK[spec.path] ? { et: TWIN_BACK[spec.path]!, en: spec.path } : undefined });

const writeScript = (address: string): string => `document.write('<a href="mailto:' + String.fromCharCode(${charCodes(address)}) + '">' + String.fromCharCode(${charCodes(address)}) + '</a>');`;

type Lawyer = { shown: string; name: string; et: string; en: string; local: string; phone: string; honorific?: boolean; postNominal?: boolean };
const LAWYERS: Lawyer[] = [
  { shown: 'Kristjan Kask, LL.M.', name: 'Kristjan Kask', et: 'juhtivpartner, vandeadvokaat', en: 'Managing Partner, Attorney-at-Law', local: 'kristjan.kask', phone: '+372 5301 2201', postNominal: true },
  { shown: 'dr iur Tõnis Saar', name: 'Tõnis Saar', et: 'partner, vandeadvokaat', en: 'Partner, Attorney-at-Law', local: 'tonis.saar', phone: '+372 5301 2202', honorific: true },
  { shown: 'Liis Mägi', name: 'Liis Mägi', et: 'vandeadvokaat', en: 'Attorney-at-Law', local: 'liis.magi', phone: '+372 5301 2205' },
  { shown: 'Kadri Tamm, LL.M.', name: 'Kadri Tamm', et: 'advokaat', en: 'Associate', local: 'kadri.tamm', phone: '+372 5301 2207', postNominal: true },
  { shown: 'Marko Põder', name: 'Marko Põder', et: 'advokaadi vanemassistent', en: 'Senior Assistant Attorney', local: 'marko.poder', phone: '+372 5301 2209' },
];

const dl = (l: Lawyer, lang: 'et' | 'en'): string =>
  `<dl class="person"><dt>${esc(l.shown)}</dt><dd class="role">${esc(lang === 'et' ? l.et : l.en)}</dd><dd class="phone">${tel(l.phone)}</dd><dd class="mail"><script>${writeScript(`${l.local}@${HOST}`)}</script></dd></dl>`;

export function kaskPartnerid(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const office = {
    '@context': 'https://schema.org',
    '@type': 'LegalService',
    name: 'Advokaadibüroo Kask & Partnerid',
    url: `${ORIGIN}/`,
    telephone: '+372 742 0150',
    email: `info@${HOST}`,
    address: { '@type': 'PostalAddress', streetAddress: 'Rüütli 11', postalCode: '51007', addressLocality: 'Tartu', addressCountry: 'EE' },
  };

  pages['/'] = et({
    path: '/',
    title: 'Avaleht',
    jsonLd: [office],
    main: `<section class="hero"><div class="wrap"><h1>Kindel partner äri- ja kinnisvaraõiguses</h1><p>Nõustame Lõuna-Eesti ettevõtteid ja eraisikuid alates 2004. aastast: lepingud, kinnisvaratehingud, tööõigus ja kohtuvaidlused.</p><p>Võtke ühendust: ${mailto(`info@${HOST}`)}</p></div></section>`,
  });
  pages['/valdkonnad'] = et({ path: '/valdkonnad', title: 'Valdkonnad', main: `<div class="wrap"><h1>Valdkonnad</h1><ul><li>Äriõigus ja ühinemised</li><li>Kinnisvara- ja ehitusõigus</li><li>Tööõigus</li><li>Kohtu- ja vahekohtumenetlus</li><li>Pärimisõigus</li></ul></div>` });
  pages['/meeskond'] = et({
    path: '/meeskond',
    title: 'Meeskond',
    main: `<div class="wrap"><h1>Meeskond</h1><div class="team-grid">${LAWYERS.map((l) => dl(l, 'et')).join('')}</div></div>`,
  });
  pages['/kontakt'] = et({
    path: '/kontakt',
    title: 'Kontakt',
    jsonLd: [office],
    main:
      `<div class="wrap"><h1>Kontakt</h1><p>Rüütli 11, 51007 Tartu (III korrus)<br>E–R 9.00–17.00<br>${tel('+372 742 0150')}<br>${mailto(`info@${HOST}`)}</p>` +
      `<div class="office-manager" itemscope itemtype="https://schema.org/Person"><p><span itemprop="jobTitle">Büroojuht</span> <span itemprop="name">Kertu Raud</span>, <span itemprop="telephone">+372 742 0151</span>, <a itemprop="email" href="mailto:kertu.raud@${HOST}">kertu.raud@${HOST}</a></p></div></div>`,
  });
  pages['/praktika'] = et({
    path: '/praktika',
    title: 'Praktika',
    main: `<div class="wrap"><h1>Praktika õigusteaduse üliõpilastele</h1><p>Võtame igal suvel kaks praktikanti Tartu Ülikooli õigusteaduskonnast. Kandideerimise tähtaeg on 1. märts.</p><p>Praktikavõimaluste kohta küsi lähemalt: Eliise Lepik, jurist, ${mailto(`eliise.lepik@${HOST}`)}</p></div>`,
  });

  pages['/en'] = en({ path: '/en', title: 'Home', jsonLd: [office], main: `<section class="hero"><div class="wrap"><h1>Business and real estate law in Southern Estonia</h1><p>Since 2004 we have advised companies and private clients in Tartu and beyond. We work in Estonian, English and Russian.</p><p>Write to us: ${mailto(`info@${HOST}`)}</p></div></section>` });
  pages['/en/practice-areas'] = en({ path: '/en/practice-areas', title: 'Practice areas', main: `<div class="wrap"><h1>Practice areas</h1><ul><li>Corporate and M&amp;A</li><li>Real estate and construction</li><li>Employment</li><li>Litigation and arbitration</li></ul></div>` });
  pages['/en/team'] = en({ path: '/en/team', title: 'Team', main: `<div class="wrap"><h1>Team</h1><div class="team-grid">${LAWYERS.map((l) => dl(l, 'en')).join('')}</div></div>` });
  pages['/en/contact'] = en({
    path: '/en/contact',
    title: 'Contact',
    main: `<div class="wrap"><h1>Contact</h1><p>Rüütli 11, 51007 Tartu, Estonia (3rd floor)<br>Mon–Fri 9:00–17:00<br>${tel('+372 742 0150')}<br>${mailto(`info@${HOST}`)}</p></div>`,
  });
  pages['/klient'] = et({ path: '/klient', title: 'Kliendiportaal', main: `<div class="wrap"><h1>Kliendiportaal</h1><form method="post" action="/klient/login"><label>Kasutajanimi <input name="u"></label><label>Parool <input type="password" name="p"></label><button>Logi sisse</button></form><p>Arvete küsimustes: ${mailto(`arved@${HOST}`)}</p></div>` });

  pages['/sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, ['/', '/valdkonnad', '/meeskond', '/kontakt', '/praktika', '/en', '/en/practice-areas', '/en/team', '/en/contact'], '2025-02-27'));

  const lawyerCases = (l: Lawyer): CaseKind[] => [
    'definition-list',
    'script-charcode',
    'link-non-english',
    ...(l.honorific ? (['honorific'] as CaseKind[]) : []),
    ...(l.postNominal ? (['post-nominal'] as CaseKind[]) : []),
  ];

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /klient\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'nginx/1.24.0', 'Strict-Transport-Security': 'max-age=31536000' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-57',
      languages: ['et', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kontakt', '/en', '/en/contact'], cases: ['role', 'plain'] },
        ...LAWYERS.map((l) => ({
          address: `${l.local}@${HOST}`,
          name: l.name,
          title: l.et,
          titleAlternatives: [l.en],
          pages: ['/meeskond', '/en/team'],
          encoded: { kind: 'charcodes' as const, text: charCodes(`${l.local}@${HOST}`) },
          cases: lawyerCases(l),
        })),
        { address: `kertu.raud@${HOST}`, name: 'Kertu Raud', title: 'Büroojuht', pages: ['/kontakt'], cases: ['microdata', 'title-name-line', 'plain', 'link-non-english'] },
        { address: `eliise.lepik@${HOST}`, name: 'Eliise Lepik', title: 'jurist', pages: ['/praktika'], cases: ['name-title-line', 'plain', 'sitemap-gzip', 'sitemap-robots'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/klient'],
      nonAddresses: [{ text: `arved@${HOST}`, kind: 'disallowed' }],
    },
  };
}
