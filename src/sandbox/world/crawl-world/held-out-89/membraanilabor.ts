/**
 * Rakumembraanide uurimisrühm: a University of Tartu research group on TYPO3, in Estonian with
 * English pages. The members as a definition list with academic titles before and degrees after
 * the name and TYPO3's "(at)"/"(dot)" substitution; the contact page's JSON-LD holds the head of
 * group as a member (mailto:) and, nested in a department, a project manager shown nowhere else;
 * the English people page two links from home.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'membraanilabor.test';
const ORIGIN = `http://${HOST}`;
/** TYPO3's spamProtectEmailAddresses: every character one step on, within its range. */
const shift = (text: string): string =>
  [...text]
    .map((c) => {
      const n = c.charCodeAt(0);
      if (n >= 0x61 && n <= 0x7a) return String.fromCharCode(n === 0x7a ? 0x61 : n + 1);
      if (n >= 0x40 && n <= 0x5a) return String.fromCharCode(n === 0x5a ? 0x40 : n + 1);
      if (n >= 0x2b && n <= 0x3a) return String.fromCharCode(n === 0x3a ? 0x2b : n + 1);
      return c;
    })
    .join('');
const obf = (local: string): string => `<a href="javascript:linkTo_UnCryptMailto('${shift(`mailto:${local}@${HOST}`)}');">${local.replace(/\./g, '(dot)')}(at)membraanilabor(dot)test</a>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Rakumembraanide uurimisrühm',
  head: [
    '<meta name="generator" content="TYPO3 CMS">',
    '<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-7c1d0e3f2a9b8c4d5e6f.css?1712345678" media="all">',
  ],
  header: (p) =>
    p.lang === 'en'
      ? `<header class="page-header"><a href="/en" class="logo">Cell Membrane Group · University of Tartu</a><ul class="nav"><li><a href="/en/people">People</a></li><li><a href="/">Eesti keeles</a></li></ul></header>`
      : `<header class="page-header"><a href="/" class="logo">Rakumembraanide uurimisrühm · Tartu Ülikool</a><ul class="nav"><li><a href="/uurimistoo">Uurimistöö</a></li><li><a href="/liikmed">Liikmed</a></li><li><a href="/publikatsioonid">Publikatsioonid</a></li><li><a href="/kontakt">Kontakt</a></li><li><a href="/en">English</a></li></ul></header>`,
  footer: () =>
    `<footer class="page-footer"><p>Tartu Ülikooli tehnoloogiainstituut · Nooruse 1, 50411 Tartu</p><p><a href="/andmekaitse">Andmekaitse</a> · <a href="/sisevork">Sisevõrk</a></p></footer>`,
  bodyEnd: ['<script src="/typo3temp/assets/js/uncrypt.1a2b3c.js"></script>'],
};
const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'et' });
const ce = (html: string): string => `<div class="frame frame-default frame-type-text"><div class="ce-bodytext">${html}</div></div>`;

type M = { shown: string; name: string; title: string; local: string };
const MEMBERS: M[] = [
  { shown: 'prof. Tiit Kallas', name: 'Tiit Kallas', title: 'uurimisrühma juht, biofüüsika professor', local: 'tiit.kallas' },
  { shown: 'dr Kersti Org', name: 'Kersti Org', title: 'vanemteadur', local: 'kersti.org' },
  { shown: 'Liina Pärn, PhD', name: 'Liina Pärn', title: 'järeldoktor', local: 'liina.parn' },
  { shown: 'Marten Laur, MSc', name: 'Marten Laur', title: 'doktorant', local: 'marten.laur' },
  { shown: 'Piret Kuusk', name: 'Piret Kuusk', title: 'laborijuhataja', local: 'piret.kuusk' },
  { shown: 'Kaarel Sild', name: 'Kaarel Sild', title: 'teadusarendaja (simulatsioonitarkvara)', local: 'kaarel.sild' },
];

export function membraanilabor(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Avaleht',
    alternates: { et: '/', en: '/en' },
    main: ce(`<h1>Rakumembraanide uurimisrühm</h1><p>Uurime, kuidas lipiidikaksikkiht ja membraanivalgud koos töötavad. Kasutame molekulaardünaamika simulatsioone ja fluorestsentsmikroskoopiat.</p>`),
  });
  pages['/uurimistoo'] = page({ path: '/uurimistoo', title: 'Uurimistöö', main: ce(`<h1>Uurimistöö</h1><p>Põhisuunad: kolesterooli roll membraanis, ioonkanalite avanemine, antimikroobsed peptiidid.</p>`) });
  pages['/liikmed'] = page({
    path: '/liikmed',
    title: 'Liikmed',
    main:
      ce(`<h1>Liikmed</h1>`) +
      `<div class="frame frame-default"><dl class="member-list">` +
      MEMBERS.map((m) => `<dt>${esc(m.shown)}</dt><dd>${esc(m.title)}<br>${obf(m.local)}</dd>`).join('') +
      `</dl></div>`,
  });
  pages['/publikatsioonid'] = page({ path: '/publikatsioonid', title: 'Publikatsioonid', main: ce(`<h1>Publikatsioonid</h1><p>Andmed ja skriptid: <code>git clone git@gitlab.membraanilabor.test:md/simulatsioonid.git</code></p>`) });
  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ResearchOrganization',
        name: 'Rakumembraanide uurimisrühm',
        parentOrganization: { '@type': 'CollegeOrUniversity', name: 'Tartu Ülikool' },
        member: [{ '@type': 'Person', name: 'Tiit Kallas', honorificPrefix: 'prof.', jobTitle: 'uurimisrühma juht', email: `mailto:tiit.kallas@${HOST}` }],
        department: {
          '@type': 'Organization',
          name: 'Projektid',
          employee: { '@type': 'Person', name: 'Rein Vaher', jobTitle: 'projektijuht', email: `rein.vaher@${HOST}` },
        },
      },
    ],
    main: ce(
      `<h1>Kontakt</h1><p>Tartu Ülikooli tehnoloogiainstituut, Nooruse 1, ruum 3024</p><p>Uurimisrühma juht: prof. Tiit Kallas, ${obf('tiit.kallas')}, ${tel('+372 737 4811')}</p><p>Reaktiivide tarned palume kooskõlastada tarnijaga: ${mailto('tellimused@labvarustus.test')}</p>`,
    ),
  });
  pages['/en'] = page({
    path: '/en',
    title: 'Cell Membrane Group',
    lang: 'en',
    alternates: { et: '/', en: '/en' },
    main: ce(`<h1>Cell Membrane Group</h1><p>We study lipid bilayers and membrane proteins at the University of Tartu. <a href="/en/people">Meet the group</a>.</p>`),
  });
  pages['/en/people'] = page({
    path: '/en/people',
    title: 'People',
    lang: 'en',
    main: ce(
      `<h1>People</h1><p>Prof. Tiit Kallas, Group Leader, Professor of Biophysics – ${mailto(`tiit.kallas@${HOST}`)}</p><p>Dr Hanna Weber, Marie Skłodowska-Curie Postdoctoral Fellow – ${mailto(`hanna.weber@${HOST}`)}</p><p>Liina Pärn, PhD, Postdoctoral Researcher – ${mailto(`liina.parn@${HOST}`)}</p>`,
    ),
  });
  pages['/andmekaitse'] = page({ path: '/andmekaitse', title: 'Andmekaitse', main: ce(`<h1>Andmekaitse</h1><p>Veebileht ei kasuta jälgimisküpsiseid.</p>`) });
  pages['/sisevork'] = page({ path: '/sisevork', title: 'Sisevõrk', main: ce(`<p>Mikroskoobi broneerimine. Probleemid: ${mailto(`broneering@${HOST}`)}</p>`) });

  const ln: CaseKind = 'link-non-english';
  const dl = (m: M, extra: { alt?: string[]; pages?: string[]; cases?: CaseKind[] } = {}) => ({
    address: `${m.local}@${HOST}`,
    name: m.name,
    title: m.title,
    ...(extra.alt ? { titleAlternatives: extra.alt } : {}),
    pages: ['/liikmed', ...(extra.pages ?? [])],
    cases: ['definition-list', 'obfuscated', ln, ...(extra.cases ?? [])] as CaseKind[],
  });
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /sisevork\nDisallow: /typo3/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/uurimistoo', '/liikmed', '/publikatsioonid', '/kontakt', '/en', '/en/people'], '2025-06-03'),
      pages,
      headers: { Server: 'Apache/2.4.58', 'X-TYPO3-Parsetime': '0ms' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-89',
      languages: ['et', 'en'],
      addresses: [
        dl(MEMBERS[0]!, { alt: ['uurimisrühma juht', 'Group Leader, Professor of Biophysics', 'Group Leader'], pages: ['/kontakt', '/en/people'], cases: ['honorific', 'json-ld-person', 'json-ld-mailto', 'title-name-line', 'plain'] }),
        dl(MEMBERS[1]!, { cases: ['honorific'] }),
        dl(MEMBERS[2]!, { alt: ['Postdoctoral Researcher'], pages: ['/en/people'], cases: ['post-nominal', 'name-title-line', 'plain'] }),
        dl(MEMBERS[3]!, { cases: ['post-nominal'] }),
        dl(MEMBERS[4]!),
        dl(MEMBERS[5]!, { alt: ['teadusarendaja'] }),
        { address: `rein.vaher@${HOST}`, name: 'Rein Vaher', title: 'projektijuht', pages: ['/kontakt'], cases: ['json-ld-only', 'json-ld-nested', 'json-ld-person', ln] },
        { address: `hanna.weber@${HOST}`, name: 'Hanna Weber', title: 'Marie Skłodowska-Curie Postdoctoral Fellow', titleAlternatives: ['Postdoctoral Fellow'], pages: ['/en/people'], cases: ['honorific', 'name-title-line', 'deep-page', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/sisevork'],
      nonAddresses: [
        { text: `broneering@${HOST}`, kind: 'disallowed' },
        { text: `git@gitlab.${HOST}`, kind: 'git' },
        { text: 'tellimused@labvarustus.test', kind: 'other-company' },
      ],
    },
  };
}
