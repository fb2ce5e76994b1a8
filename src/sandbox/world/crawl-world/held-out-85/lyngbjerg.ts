/**
 * Lyngbjerg Højskole, a Danish folk high school in western Jutland, on TYPO3, in Danish. The
 * principal introduced in running text with her degree after her name, the teachers as RDFa
 * person blocks, the office as label lines, one teacher's address turned around by a script,
 * addresses written "(at)" as TYPO3's spam protection leaves them, an npm package version in a
 * script URL and a disallowed alumni intranet.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'lyngbjerg-hojskole.test';
const ORIGIN = `http://${HOST}`;

const NAV: [string, string][] = [
  ['/kurser/', 'Kurser'],
  ['/hverdagen/', 'Hverdagen'],
  ['/laererne/', 'Lærerne'],
  ['/om-skolen/', 'Om skolen'],
  ['/kontakt/', 'Kontakt'],
];

/** TYPO3's spamProtectEmailAddresses: an (at) in the text, a shifted mailto in the link. */
const t3 = (local: string): string => {
  const crypt = [...`mailto:${local}@${HOST}`].map((c) => String.fromCharCode(c.charCodeAt(0) + 1)).join('');
  return `<a href="#" data-mailto-token="${esc(crypt.replace('@', 'A'))}" data-mailto-vector="1">${local}(at)${HOST.replace('.test', '(dot)test')}</a>`;
};

const theme: Theme = {
  host: HOST,
  siteName: 'Lyngbjerg Højskole',
  head: [
    '<meta name="generator" content="TYPO3 CMS">',
    '<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-5b2f8c1e9a7d4f3b6e0c2a1d8f7e9b4c-min.css?1710931200" media="all">',
    '<script src="https://cdn.jsdelivr.net/npm/swiper@11.1.1/swiper-bundle.min.js"></script>',
  ],
  header: () =>
    `<header class="page-header"><div class="container"><a class="navbar-brand" href="/" title="Lyngbjerg Højskole"><img src="/fileadmin/templates/lyngbjerg/img/logo.svg" alt="Lyngbjerg Højskole" height="60"></a>` +
    `<nav class="navbar-main"><ul class="navbar-nav">${NAV.map(([h, l]) => `<li class="nav-item"><a class="nav-link" href="${h}" title="${esc(l)}">${esc(l)}</a></li>`).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer class="page-footer"><div class="container"><div class="row"><div class="col-md-6"><p><strong>Lyngbjerg Højskole</strong><br>Lyngbjergvej 40, 6990 Ulfborg<br>Tlf. ${tel('97 49 12 00')}<br>${t3('kontor')}</p></div>` +
    `<div class="col-md-6"><p><a href="/elevforening/">Elevforeningen (login)</a> · <a href="/privatlivspolitik/">Privatlivspolitik</a></p></div></div></div></footer>`,
  privacyPath: { da: '/privatlivspolitik/' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'da' });
const ce = (html: string, type = 'text'): string => `<div id="c${html.length % 900 + 100}" class="frame frame-default frame-type-${type} frame-layout-0">${html}</div>`;

type Teacher = { name: string; title: string; local: string; subjects: string };
const TEACHERS: Teacher[] = [
  { name: 'Mads Thorup', title: 'Højskolelærer', local: 'mads', subjects: 'Litteratur, filosofi og fortælling' },
  { name: 'Signe Brandt', title: 'Højskolelærer og musikansvarlig', local: 'signe', subjects: 'Kor, sangskrivning og sammenspil' },
  { name: 'Jakob Overgaard', title: 'Faglærer i friluftsliv', local: 'jakob', subjects: 'Kajak, surf og vinterbadning' },
  { name: 'Nanna Vestergaard', title: 'Keramiker og lærer', local: 'nanna', subjects: 'Keramik og billedkunst' },
];
const TRINE_REV = reversed(`trine@${HOST}`);

export function lyngbjerg(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Højskole ved Vesterhavet',
    main: ce(`<h1>Lev, lær og syng ved Vesterhavet</h1><p>Lange kurser på 12–20 uger og korte sommerkurser for alle over 17½ år. Vi har plads til 96 elever.</p><p><a href="/kurser/">Find dit kursus</a></p>`),
  });
  pages['/kurser'] = page({ path: '/kurser', title: 'Kurser', main: ce(`<h1>Kurser</h1><ul><li>Forårskursus: 5. januar – 23. maj</li><li>Efterårskursus: 10. august – 19. december</li><li>Sommerkursus for seniorer: uge 27</li></ul>`) });
  pages['/hverdagen'] = page({ path: '/hverdagen', title: 'Hverdagen', main: ce(`<h1>Hverdagen på Lyngbjerg</h1><p>Dagen begynder med morgensang kl. 8.15. Alle elever har en ugentlig køkkentjans.</p>`) });
  pages['/laererne'] = page({
    path: '/laererne',
    title: 'Lærerne',
    main:
      ce(`<h1>Lærerne</h1><p>Alle lærere bor på eller tæt ved skolen og spiser med eleverne.</p>`) +
      TEACHERS.map(
        (t) =>
          `<div class="frame frame-type-textpic" vocab="http://schema.org/" typeof="Person"><h3 property="name">${esc(t.name)}</h3><p property="jobTitle">${esc(t.title)}</p><p>Fag: ${esc(t.subjects)}</p><p><a href="mailto:${t.local}@${HOST}" property="email">${t.local}@${HOST}</a></p></div>`,
      ).join('') +
      ce(
        `<h3>Trine Fogh</h3><p>Højskolelærer, dans og krop</p><p>Trine er på orlov foråret 2025 men læser sin post: <span class="rev-mail" data-m="${TRINE_REV}"></span></p>` +
          `<script>var el = document.querySelector('.rev-mail'); var m = el.getAttribute('data-m').split('').reverse().join(''); el.innerHTML = '<a href="mailto:' + m + '">' + m + '</a>';</script>`,
      ),
  });
  pages['/om-skolen'] = page({
    path: '/om-skolen',
    title: 'Om skolen',
    main: ce(
      `<h1>Om skolen</h1><p>Lyngbjerg Højskole blev grundlagt i 1921 af en kreds af husmænd og fiskere. Siden 2019 har skolen været ledet af forstander Karen Holm, cand.theol., som gerne hører fra dig på ${t3('karen')}.</p><p>Skolen er en selvejende institution med en bestyrelse valgt af skolekredsen.</p>`,
    ),
  });
  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: ce(
      `<h1>Kontakt</h1><p>Kontoret har åbent hverdage kl. 8–15.</p>` +
        `<p>Optagelse og elevsekretariat: Lone Kjær, kontorleder, tlf. ${tel('97 49 12 01')}, ${t3('lone')}</p>` +
        `<p>Økonomi og elevstøtte: Henrik Dam, økonomimedarbejder, tlf. ${tel('97 49 12 03')}, ${t3('henrik')}</p>` +
        `<p>Køkkenet (allergier og diæter): Birgitte Skov, køkkenleder, ${t3('birgitte')}</p>` +
        `<p>Udlejning af skolen i ferier: Poul Iversen, pedel og udlejningsansvarlig, tlf. ${tel('21 47 33 90')}, ${t3('poul')}</p>`,
    ),
  });
  pages['/elevforening'] = page({ path: '/elevforening', title: 'Elevforeningen', main: ce(`<h1>Elevforeningen</h1><p>Adgangskode fås hos elevforening@${HOST}.</p>`) });
  pages['/privatlivspolitik'] = page({ path: '/privatlivspolitik', title: 'Privatlivspolitik', main: ce(`<h1>Privatlivspolitik</h1><p>Dataansvarlig er Lyngbjerg Højskole, CVR 12 34 56 78.</p>`) });

  const ln: CaseKind = 'link-non-english';
  const line = (local: string, name: string, title: string): { address: string; name: string; title: string; pages: string[]; cases: CaseKind[] } => ({
    address: `${local}@${HOST}`,
    name,
    title,
    pages: ['/kontakt'],
    cases: ['label-line', 'obfuscated', ln],
  });
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /typo3conf/\nDisallow: /elevforening\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/kurser/', '/hverdagen/', '/laererne/', '/om-skolen/', '/kontakt/', '/privatlivspolitik/'], '2025-02-11'),
      pages,
      headers: { Server: 'Apache/2.4.62 (Debian)', 'X-TYPO3-Parsetime': '38ms' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-85',
      languages: ['da'],
      addresses: [
        { address: `kontor@${HOST}`, name: null, title: null, pages: ['/'], cases: ['role', 'obfuscated'] },
        ...TEACHERS.map((t) => ({ address: `${t.local}@${HOST}`, name: t.name, title: t.title, pages: ['/laererne'], cases: ['rdfa', 'card', 'plain', ln] as CaseKind[] })),
        { address: `trine@${HOST}`, name: 'Trine Fogh', title: 'Højskolelærer, dans og krop', titleAlternatives: ['Højskolelærer'], pages: ['/laererne'], encoded: { kind: 'reversed', text: TRINE_REV }, cases: ['card', 'script-reversed', ln] },
        { address: `karen@${HOST}`, name: 'Karen Holm', title: 'forstander', pages: ['/om-skolen'], cases: ['prose', 'post-nominal', 'obfuscated', ln] },
        line('lone', 'Lone Kjær', 'kontorleder'),
        line('henrik', 'Henrik Dam', 'økonomimedarbejder'),
        line('birgitte', 'Birgitte Skov', 'køkkenleder'),
        line('poul', 'Poul Iversen', 'pedel og udlejningsansvarlig'),
      ],
      pattern: '{first}',
      disallowed: ['/elevforening'],
      nonAddresses: [
        { text: `elevforening@${HOST}`, kind: 'disallowed' },
        { text: 'swiper@11.1.1', kind: 'package' },
      ],
    },
  };
}
