/**
 * RoboKlub Technika Brno: a students' robotics club (a registered spolek) at a Brno university,
 * a static Hugo site in Czech with an English mirror reached through hreflang and the language
 * switch. The board as a table in both languages (one address written "(at)"/"(dot)" by hand),
 * the faculty supervisor with his degrees on one "Name, Title, address" line, and a sponsorship
 * page under "Become a sponsor". The internal wiki (disallowed), a git clone URL and an npm
 * package version are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'roboklub-brno.test';
const ORIGIN = `http://${HOST}`;

const MENUS: Record<string, [string, string][]> = {
  cs: [['/', 'Úvod'], ['/o-klubu', 'O klubu'], ['/projekty', 'Projekty'], ['/tym', 'Vedení klubu'], ['/kontakt', 'Kontakt']],
  en: [['/en', 'Home'], ['/en/projects', 'Projects'], ['/en/team', 'Who runs the club'], ['/en/sponsorship', 'Become a sponsor']],
};

const theme: Theme = {
  host: HOST,
  siteName: 'RoboKlub Technika Brno',
  head: ['<meta name="generator" content="Hugo 0.125.4">', '<link rel="stylesheet" href="/css/main.min.8f3a1c.css">', '<script defer data-domain="roboklub-brno.test" src="/js/script.js"></script>'],
  header: (p) => {
    const lang = p.lang === 'en' ? 'en' : 'cs';
    const other = lang === 'en' ? `<a href="/" hreflang="cs" class="lang">CZ</a>` : `<a href="/en" hreflang="en" class="lang">EN</a>`;
    return `<header class="topbar"><div class="wrap"><a class="brand" href="${lang === 'en' ? '/en' : '/'}"><img src="/img/roboklub.svg" alt="" width="40" height="40"> RoboKlub</a><nav><ul>${MENUS[lang]!.map(([h, l]) => `<li><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav>${other}</div></header><div class="wrap content">`;
  },
  footer: (p) =>
    `</div><footer class="foot"><div class="wrap"><p>RoboKlub Technika Brno, z. s. · Technická 12, 616 00 Brno · IČO 07745123</p><p>${p.lang === 'en' ? 'General enquiries' : 'Obecné dotazy'}: ${mailto(`info@${HOST}`)}</p><p><a href="https://github.com/roboklub-brno">GitHub</a> · <a href="/interni">${p.lang === 'en' ? 'Members only' : 'Interní wiki'}</a></p></div></footer>`,
};

const page = (lang: 'cs' | 'en', spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang });

type Officer = { name: string; cs: string; en: string; local: string; obfuscate?: boolean };
const BOARD: Officer[] = [
  { name: 'Ondřej Svoboda', cs: 'předseda spolku', en: 'Chair', local: 'osvoboda' },
  { name: 'Tereza Horáková', cs: 'místopředsedkyně', en: 'Vice-chair', local: 'thorakova' },
  { name: 'Jakub Procházka', cs: 'hospodář', en: 'Treasurer', local: 'jprochazka', obfuscate: true },
  { name: 'Vojtěch Kučera', cs: 'vedoucí týmu Eurobot', en: 'Eurobot team lead', local: 'vkucera' },
  { name: 'Lucie Veselá', cs: 'správkyně dílny a 3D tiskáren', en: 'Workshop & 3D printers', local: 'lvesela' },
  { name: 'Filip Marek', cs: 'PR a sociální sítě', en: 'Outreach and social media', local: 'fmarek' },
];

const addr = (o: Officer, lang: 'cs' | 'en'): string =>
  o.obfuscate ? `<span class="mail">${o.local} (at) roboklub-brno (dot) test</span>` : `<a href="mailto:${o.local}@${HOST}">${o.local}@${HOST}</a>`;

const boardTable = (lang: 'cs' | 'en'): string =>
  `<table class="board"><thead><tr><th>${lang === 'en' ? 'Role' : 'Funkce'}</th><th>${lang === 'en' ? 'Name' : 'Jméno'}</th><th>E-mail</th></tr></thead><tbody>` +
  BOARD.map((o) => `<tr><td>${esc(o[lang])}</td><td>${esc(o.name)}</td><td>${addr(o, lang)}</td></tr>`).join('') +
  `</tbody></table>`;

export function roboklubBrno(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const home = { cs: '/', en: '/en' };
  pages['/'] = page('cs', {
    path: '/',
    title: 'Studentský robotický klub',
    alternates: home,
    main: `<h1>Stavíme roboty. A pak je rozbíjíme. A zase stavíme.</h1><p>Jsme spolek studentů brněnských technických fakult. Každý čtvrtek od 17 h máme otevřenou dílnu – přijď, i když jsi nikdy nepájel.</p><p><a href="/projekty">Na čem pracujeme</a></p>`,
  });
  pages['/o-klubu'] = page('cs', {
    path: '/o-klubu',
    title: 'O klubu',
    main:
      `<h1>O klubu</h1><p>Klub vznikl v roce 2017, když se pět studentů rozhodlo postavit robota na soutěž Eurobot bez podpory sponzorů. Dnes máme přes šedesát členů a vlastní dílnu v suterénu budovy T.</p>` +
      `<p>Odborným garantem klubu je vedoucí Laboratoře mobilní robotiky:</p>` +
      `<p class="garant">doc. Ing. Martin Dvořák, Ph.D., odborný garant klubu, ${mailto(`mdvorak@${HOST}`)}</p>`,
  });
  pages['/projekty'] = page('cs', { path: '/projekty', title: 'Projekty', alternates: { cs: '/projekty', en: '/en/projects' }, main: `<h1>Projekty</h1><ul><li>Eurobot 2025 – dvojice robotů „Kostka“ a „Šnek“</li><li>Robotický sumo pro střední školy</li><li>Firmware pro ovladače motorů (ROS 2, vydání v2.3)</li></ul><pre><code>git clone git@github.com:roboklub-brno/eurobot-2025.git\ncd eurobot-2025 &amp;&amp; npm i roslib@1.4.1</code></pre>` });
  pages['/tym'] = page('cs', {
    path: '/tym',
    title: 'Vedení klubu',
    alternates: { cs: '/tym', en: '/en/team' },
    main: `<h1>Vedení klubu</h1><p>Výbor volí valná hromada vždy v říjnu na jeden rok.</p>${boardTable('cs')}`,
  });
  pages['/kontakt'] = page('cs', { path: '/kontakt', title: 'Kontakt', main: `<h1>Kontakt</h1><p>Dílna: Technická 12, budova T, místnost T0.14 (suterén).</p><p>Napiš nám na ${mailto(`info@${HOST}`)} nebo přijď ve čtvrtek.</p>` });
  pages['/en'] = page('en', {
    path: '/en',
    title: 'Student robotics club',
    alternates: home,
    main: `<h1>We build robots in Brno</h1><p>A student society from Brno's technical faculties. Open workshop every Thursday from 5 pm – no experience needed.</p>`,
  });
  pages['/en/projects'] = page('en', { path: '/en/projects', title: 'Projects', alternates: { cs: '/projekty', en: '/en/projects' }, main: `<h1>Projects</h1><p>Eurobot 2025, robot sumo for secondary schools, motor controller firmware.</p>` });
  pages['/en/team'] = page('en', {
    path: '/en/team',
    title: 'Who runs the club',
    alternates: { cs: '/tym', en: '/en/team' },
    main: `<h1>Who runs the club</h1><p>The committee is elected every October by the general meeting.</p>${boardTable('en')}`,
  });
  pages['/en/sponsorship'] = page('en', {
    path: '/en/sponsorship',
    title: 'Become a sponsor',
    main: `<h1>Become a sponsor</h1><p>Components, travel to competitions and a new CNC router: your company's logo on our robots and shirts, and a recruiting evening with our members. Write to ${mailto(`sponzoring@${HOST}`)} and we'll send our partnership deck.</p>`,
  });
  pages['/interni'] = page('cs', { path: '/interni', title: 'Interní wiki', main: `<h1>Interní wiki</h1><p>Přístup jen pro členy. Účet ti založí ${mailto(`wiki@${HOST}`)}.</p>` });

  const both = ['/tym', '/en/team'];
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /interni\n`,
      pages,
      headers: { Server: 'nginx/1.24.0' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-95',
      languages: ['cs', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        { address: `sponzoring@${HOST}`, name: null, title: null, pages: ['/en/sponsorship'], cases: ['role', 'plain', 'hreflang', 'deep-page', 'link-english-unlisted'] },
        { address: `mdvorak@${HOST}`, name: 'Martin Dvořák', title: 'odborný garant klubu', pages: ['/o-klubu'], cases: ['name-title-line', 'honorific', 'post-nominal', 'plain', 'link-non-english'] },
        ...BOARD.map((o) => ({
          address: `${o.local}@${HOST}`,
          name: o.name,
          title: o.cs,
          titleAlternatives: [o.en],
          pages: both,
          cases: ['table', o.obfuscate ? 'obfuscated' : 'plain', 'link-non-english'] as CaseKind[],
        })),
      ],
      pattern: '{f}{last}',
      disallowed: ['/interni'],
      nonAddresses: [
        { text: `wiki@${HOST}`, kind: 'disallowed' },
        { text: 'git@github.com:roboklub-brno/eurobot-2025.git', kind: 'git' },
        { text: 'roslib@1.4.1', kind: 'package' },
      ],
    },
  };
}
