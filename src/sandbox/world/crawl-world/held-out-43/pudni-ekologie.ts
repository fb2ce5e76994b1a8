/**
 * Skupina půdní ekologie: a university research group's site (Czech, with an English version
 * reached through hreflang), a static Hugo site. People as cards with Czech academic degrees
 * before and after the name (doc. RNDr. …, Ph.D.), in Czech and again in English, the group
 * leader also as a JSON-LD Person; the English contact page alone names the coordinator for
 * international students in a "Title: Name" line. The software page's git clone URL and package
 * version, a partner institute's address and the intranet (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'pudni-ekologie-lab.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<'cs' | 'en', [string, string][]> = {
  cs: [
    ['/', 'Úvod'],
    ['/vyzkum', 'Výzkum'],
    ['/lide', 'Lidé'],
    ['/publikace', 'Publikace'],
    ['/software', 'Software a data'],
    ['/kontakt', 'Kontakt'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/research', 'Research'],
    ['/en/people', 'People'],
    ['/en/contact', 'Contact'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Skupina půdní ekologie',
  head: ['<meta name="generator" content="Hugo 0.121.1">', `<link rel="stylesheet" href="${ORIGIN}/css/main.min.4c1f2e.css">`, `<link rel="icon" href="${ORIGIN}/favicon.ico">`],
  header: (p) => {
    const lang = p.lang.startsWith('en') ? 'en' : 'cs';
    return (
      `<header class="site-header"><div class="container"><a class="brand" href="${lang === 'en' ? '/en' : '/'}">${lang === 'en' ? 'Soil Ecology Group' : 'Skupina půdní ekologie'}<small>${lang === 'en' ? 'Faculty of Science, University of South Moravia' : 'Přírodovědecká fakulta, Jihomoravská univerzita'}</small></a>` +
      `<nav><ul>${MENU[lang].map(([href, label]) => `<li><a href="${href}"${href === p.path ? ' class="active"' : ''}>${esc(label)}</a></li>`).join('')}</ul></nav></div></header>`
    );
  },
  footer: (p) =>
    `<footer class="site-footer"><div class="container"><p>${p.lang.startsWith('en') ? 'Department of Ecology, Kotlářská 41, 611 37 Brno, Czech Republic' : 'Ústav ekologie, Kotlářská 41, 611 37 Brno'} · <a href="/intranet">Intranet</a></p><p>© 2025 · Built with Hugo</p></div></footer>`,
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const HOME_ALT = { cs: '/', en: '/en' };
const PEOPLE_ALT = { cs: '/lide', en: '/en/people' };
const CONTACT_ALT = { cs: '/kontakt', en: '/en/contact' };

type Person = { pre: string; name: string; post: string; cs: string; en: string; local: string; cases: CaseKind[] };
const PEOPLE: Person[] = [
  { pre: 'doc. RNDr.', name: 'Martin Kučera', post: 'Ph.D.', cs: 'vedoucí skupiny', en: 'Group leader', local: 'martin.kucera', cases: ['honorific', 'post-nominal', 'json-ld-person'] },
  { pre: 'RNDr.', name: 'Lenka Horáčková', post: 'Ph.D.', cs: 'vědecká pracovnice', en: 'Research scientist', local: 'lenka.horackova', cases: ['honorific', 'post-nominal'] },
  { pre: 'Ing.', name: 'Pavel Čermák', post: '', cs: 'laborant', en: 'Laboratory technician', local: 'pavel.cermak', cases: ['honorific'] },
  { pre: 'Mgr.', name: 'Ondřej Malý', post: '', cs: 'doktorand', en: 'PhD student', local: 'ondrej.maly', cases: ['honorific'] },
  { pre: 'Mgr.', name: 'Tereza Šimková', post: '', cs: 'doktorandka', en: 'PhD student', local: 'tereza.simkova', cases: ['honorific'] },
  { pre: 'Bc.', name: 'Anna Novotná', post: '', cs: 'projektová manažerka', en: 'Project manager', local: 'anna.novotna', cases: ['honorific'] },
];

const shown = (p: Person): string => `${p.pre} ${p.name}${p.post ? `, ${p.post}` : ''}`;
const cards = (lang: 'cs' | 'en'): string =>
  `<div class="people">` +
  PEOPLE.map(
    (p) =>
      `<article class="person-card"><img src="/img/lide/${p.local}.webp" alt="${esc(p.name)}" loading="lazy"><div class="person-body"><h3>${esc(shown(p))}</h3><p class="role">${esc(lang === 'cs' ? p.cs : p.en)}</p><p class="mail"><i class="icon-mail"></i> ${mailto(`${p.local}@${HOST}`)}</p></div></article>`,
  ).join('') +
  `</div>`;

export function pudniEkologie(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const leader = PEOPLE[0]!;

  pages['/'] = page({
    path: '/',
    lang: 'cs',
    title: 'Úvod',
    alternates: HOME_ALT,
    main: `<section class="intro container"><h1>Skupina půdní ekologie</h1><p>Zkoumáme, jak půdní mikroorganismy a bezobratlí reagují na sucho, změny hospodaření a obnovu krajiny. Terénní výzkum vedeme na Drahanské vrchovině a v lužních lesích soutoku Moravy a Dyje.</p><p><a href="/vyzkum">Naše projekty</a> · <a href="/lide">Kdo jsme</a></p></section>`,
  });
  pages['/en'] = page({
    path: '/en',
    lang: 'en',
    title: 'Home',
    alternates: HOME_ALT,
    main: `<section class="intro container"><h1>Soil Ecology Group</h1><p>We study how soil microbes and invertebrates respond to drought, land-use change and landscape restoration, with field sites in the Drahany Highlands and the floodplain forests at the Morava–Dyje confluence.</p><p>We welcome Erasmus+ students and visiting researchers – see <a href="/en/contact">Contact</a>.</p></section>`,
  });
  pages['/vyzkum'] = page({
    path: '/vyzkum',
    lang: 'cs',
    title: 'Výzkum',
    main: `<div class="container"><h1>Výzkum</h1><ul><li><strong>SUCHO-PŮDA</strong> (GA ČR 23-04417S): odolnost půdních společenstev vůči opakovanému suchu</li><li><strong>Obnova lužních luk</strong> (TA ČR SS05010233): půdní biota po obnově záplavového režimu</li><li>Dlouhodobý monitoring žížal na 40 plochách v Jihomoravském kraji</li></ul><p>Spolupracujeme s Biologickým centrem AV ČR; vzorky pro sekvenování zpracovává jejich genomická laboratoř (objednávky: sekvenace@bc-genomika.cz).</p></div>`,
  });
  pages['/en/research'] = page({
    path: '/en/research',
    lang: 'en',
    title: 'Research',
    main: `<div class="container"><h1>Research</h1><p>Current projects: resilience of soil communities to repeated drought (Czech Science Foundation, 2023–2025), soil biota after floodplain meadow restoration (Technology Agency of the Czech Republic), and long-term earthworm monitoring on 40 plots.</p></div>`,
  });
  pages['/lide'] = page({
    path: '/lide',
    lang: 'cs',
    title: 'Lidé',
    alternates: PEOPLE_ALT,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: leader.name,
        honorificPrefix: leader.pre,
        honorificSuffix: leader.post,
        jobTitle: leader.cs,
        email: `${leader.local}@${HOST}`,
        affiliation: { '@type': 'CollegeOrUniversity', name: 'Jihomoravská univerzita, Přírodovědecká fakulta' },
      },
    ],
    main: `<div class="container"><h1>Lidé</h1>${cards('cs')}<h2>Absolventi</h2><p>Mgr. Jakub Řezníček (2023, nyní ČZU Praha), RNDr. Veronika Pokorná, Ph.D. (2021, nyní Ústav půdní biologie)</p></div>`,
  });
  pages['/en/people'] = page({
    path: '/en/people',
    lang: 'en',
    title: 'People',
    alternates: PEOPLE_ALT,
    main: `<div class="container"><h1>People</h1>${cards('en')}</div>`,
  });
  pages['/publikace'] = page({
    path: '/publikace',
    lang: 'cs',
    title: 'Publikace',
    main: `<div class="container"><h1>Vybrané publikace</h1><ol><li>Horáčková L., Malý O., Kučera M. (2024) Drought legacy effects on soil microarthropods in managed spruce forests. <em>Soil Biology and Biochemistry</em> 189: 109270.</li><li>Šimková T., Kučera M. (2023) Earthworm recolonisation after floodplain meadow restoration. <em>Applied Soil Ecology</em> 182: 104712.</li></ol></div>`,
  });
  pages['/software'] = page({
    path: '/software',
    lang: 'cs',
    title: 'Software a data',
    main:
      `<div class="container"><h1>Software a data</h1><p>Skripty pro zpracování dat z Berleseho extraktorů a metabarcodingu udržujeme v repozitáři na GitHubu:</p>` +
      `<pre><code>git clone git@github.com:pudni-ekologie/berlese-pipeline.git\ncd berlese-pipeline\nconda env create -f environment.yml</code></pre>` +
      `<p>Pipeline vyžaduje balík snakemake@7.32.4 (novější verze 8 zatím nepodporujeme). Data k publikacím jsou v repozitáři Zenodo.</p></div>`,
  });
  pages['/kontakt'] = page({
    path: '/kontakt',
    lang: 'cs',
    title: 'Kontakt',
    alternates: CONTACT_ALT,
    main: `<div class="container"><h1>Kontakt</h1><p>Ústav ekologie, Přírodovědecká fakulta JMU<br>Kotlářská 41, pavilon B3, 3. patro<br>611 37 Brno</p><p>Laboratoř: tel. ${tel('+420 549 49 7712')}, ${mailto(`laborator@${HOST}`)}</p><p>Zájemci o bakalářské a diplomové práce se mohou obrátit přímo na vedoucího skupiny nebo na kohokoli z <a href="/lide">týmu</a>.</p></div>`,
  });
  pages['/en/contact'] = page({
    path: '/en/contact',
    lang: 'en',
    title: 'Contact',
    alternates: CONTACT_ALT,
    main:
      `<div class="container"><h1>Contact</h1><p>Department of Ecology, Faculty of Science<br>Kotlářská 41, building B3, 3rd floor<br>611 37 Brno, Czech Republic</p><p>Lab: ${tel('+420 549 49 7712')}, ${mailto(`laborator@${HOST}`)}</p>` +
      `<h2>Erasmus+ and visiting students</h2><p>Coordinator for international students: Jana Veselá – ${mailto(`jana.vesela@${HOST}`)}</p><p>Please include your CV and a short description of your research interests.</p></div>`,
  });
  pages['/intranet'] = page({
    path: '/intranet',
    lang: 'cs',
    title: 'Intranet',
    main: `<div class="container"><h1>Intranet</h1><p>Rezervace přístrojů, sdílené disky a provozní řád laboratoře. Přístup zřizuje ${mailto(`it-podpora@${HOST}`)}.</p></div>`,
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /intranet\n`,
      pages,
      headers: { Server: 'nginx/1.24.0' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-43',
      languages: ['cs', 'en'],
      addresses: [
        { address: `laborator@${HOST}`, name: null, title: null, pages: ['/kontakt', '/en/contact'], cases: ['role', 'plain', 'link-non-english'] },
        ...PEOPLE.map((p) => ({
          address: `${p.local}@${HOST}`,
          name: p.name,
          title: p.cs,
          titleAlternatives: [p.en],
          pages: ['/lide', '/en/people'],
          cases: ['card', 'plain', 'link-non-english', ...p.cases] as CaseKind[],
        })),
        { address: `jana.vesela@${HOST}`, name: 'Jana Veselá', title: 'Coordinator for international students', pages: ['/en/contact'], cases: ['title-name-line', 'hreflang', 'deep-page', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/intranet'],
      nonAddresses: [
        { text: `it-podpora@${HOST}`, kind: 'disallowed' },
        { text: 'git@github.com:pudni-ekologie/berlese-pipeline.git', kind: 'git' },
        { text: 'snakemake@7.32.4', kind: 'package' },
        { text: 'sekvenace@bc-genomika.cz', kind: 'other-company' },
      ],
    },
  };
}
