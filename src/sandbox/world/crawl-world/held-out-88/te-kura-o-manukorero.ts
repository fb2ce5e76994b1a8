/**
 * Te Kura o Manukōrero, a Māori-language immersion school in South Auckland, bilingual in New
 * Zealand English and te reo Māori, on TYPO3: the English "Our Team" page as a table, the reo
 * page "Ngā Kaimahi" (reached from the Māori home, which only the hreflang alternates lead to)
 * as "Tūranga: Ingoa" lines, the office manager on the reo home only, the board chair on the reo
 * contact page (entities), TYPO3's "(at)" spam protection for the office, kaiako written with
 * "Whaea" and "Matua". A deploy remote in a meta tag; the staff intranet is disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'manukorero.test';
const ORIGIN = `http://${HOST}`;
const MENUS: Record<string, [string, string][]> = {
  en: [
    ['/about', 'About the Kura'],
    ['/enrolment', 'Enrolment'],
    ['/our-team', 'Our Team'],
    ['/contact', 'Contact'],
  ],
  mi: [
    ['/mi/mo-te-kura', 'Mō te Kura'],
    ['/mi/kaimahi', 'Ngā Kaimahi'],
    ['/mi/whakapa-mai', 'Whakapā mai'],
  ],
};
const ALT_HOME = { 'en-NZ': '/', mi: '/mi' };

const theme: Theme = {
  host: HOST,
  siteName: 'Te Kura o Manukōrero',
  head: ['<meta name="generator" content="TYPO3 CMS">', '<meta name="x-deploy-remote" content="git@bitbucket.org:manukorero/typo3-site.git">', `<link rel="stylesheet" href="${ORIGIN}/typo3temp/assets/compressed/merged-4f2a1c-9b8e.css?1712000000" media="all">`],
  header: (p) =>
    `<header class="page-header"><a class="logo" href="${p.lang === 'mi' ? '/mi' : '/'}"><img src="${ORIGIN}/fileadmin/templates/img/logo.svg" alt="Te Kura o Manukōrero"></a><nav class="main-nav"><ul>${MENUS[p.lang === 'mi' ? 'mi' : 'en']!.map(([h, l]) => `<li><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></header>`,
  footer: (p) =>
    `<footer class="page-footer"><p>Te Kura o Manukōrero · 27 Tītoki Road, Manurewa, Tāmaki Makaurau 2102 · ${tel('09 555 0174')}</p><p>${p.lang === 'mi' ? 'Ko te reo Māori te reo o te kura.' : 'A kura kaupapa Māori, years 1–13.'} <a href="/intranet">Kaimahi intranet</a></p></footer>`,
};
const page = (spec: Omit<PageSpec, 'lang'>, lang = 'en-NZ'): SandboxPage => renderPage(theme, { ...spec, lang });

/** TYPO3's spamProtectEmailAddresses = 2: every character code shifted by two. */
const typo3Crypt = (text: string): string => [...text].map((c) => String.fromCharCode(c.charCodeAt(0) + 2)).join('');

type Staff = { en: string; mi: string; shownEn: string; shownMi: string; name: string; local: string; honorific?: boolean };
const STAFF: Staff[] = [
  { en: 'Principal', mi: 'Tumuaki', shownEn: 'Hēmi Tāwhiri', shownMi: 'Matua Hēmi Tāwhiri', name: 'Hēmi Tāwhiri', local: 'hemi.tawhiri', honorific: true },
  { en: 'Deputy Principal', mi: 'Tumuaki Tuarua', shownEn: 'Aroha Ngata', shownMi: 'Whaea Aroha Ngata', name: 'Aroha Ngata', local: 'aroha.ngata', honorific: true },
  { en: 'Senior Teacher, Wharekura (Years 9–13)', mi: 'Kaiako Matua, Wharekura', shownEn: 'Tame Pōtae', shownMi: 'Tame Pōtae', name: 'Tame Pōtae', local: 'tame.potae' },
  { en: 'Learning Support Coordinator', mi: 'Kaiwhakarite Tautoko Ako', shownEn: 'Ngaire Rāwiri', shownMi: 'Ngaire Rāwiri', name: 'Ngaire Rāwiri', local: 'ngaire.rawiri' },
  { en: 'Kapa Haka Tutor', mi: 'Kaiako Kapa Haka', shownEn: 'Wiremu Kereama', shownMi: 'Wiremu Kereama', name: 'Wiremu Kereama', local: 'wiremu.kereama' },
];

export function teKuraOManukorero(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({ path: '/', title: 'Home', alternates: ALT_HOME, main: `<div class="frame frame-default"><h1>Nau mai, haere mai</h1><p>Te Kura o Manukōrero is a kura kaupapa Māori in Manurewa where our tamariki learn through te reo Māori from their first day at school to NCEA.</p></div>` });
  pages['/about'] = page({ path: '/about', title: 'About the Kura', main: `<div class="frame"><h1>About the Kura</h1><p>Founded in 1994 by whānau of the local kōhanga reo, we follow Te Aho Matua and teach 214 ākonga across years 1–13.</p></div>` });
  pages['/enrolment'] = page({ path: '/enrolment', title: 'Enrolment', main: `<div class="frame"><h1>Enrolment</h1><p>Priority goes to tamariki coming from kōhanga reo. Whānau are expected to support te reo Māori at home.</p></div>` });
  pages['/our-team'] = page({
    path: '/our-team',
    title: 'Our Team',
    main: `<div class="frame"><h1>Our Team</h1><table class="contenttable"><thead><tr><th>Name</th><th>Role</th><th>Email</th></tr></thead><tbody>${STAFF.map((s) => `<tr><td>${esc(s.shownEn)}</td><td>${esc(s.en)}</td><td>${mailto(`${s.local}@${HOST}`)}</td></tr>`).join('')}</tbody></table></div>`,
  });
  pages['/contact'] = page({ path: '/contact', title: 'Contact', main: `<div class="frame"><h1>Contact</h1><p>School office (8.15am–3.30pm, school days): <a href="javascript:linkTo_UnCryptMailto(%27${encodeURIComponent(typo3Crypt(`mailto:tari@${HOST}`))}%27);">tari(at)manukorero(dot)test</a></p></div>` });
  pages['/mi'] = page(
    { path: '/mi', title: 'Kāinga', alternates: ALT_HOME, main: `<div class="frame"><h1>Tēnā koutou katoa</h1><p>Nau mai ki te paetukutuku o Te Kura o Manukōrero.</p><p>Kaiwhakahaere Tari: Mereana Paki, ${mailto(`mereana.paki@${HOST}`)}</p></div>` },
    'mi',
  );
  pages['/mi/mo-te-kura'] = page({ path: '/mi/mo-te-kura', title: 'Mō te Kura', main: `<div class="frame"><h1>Mō te Kura</h1><p>I whakatūria te kura i te tau 1994 e ngā whānau o te kōhanga reo.</p></div>` }, 'mi');
  pages['/mi/kaimahi'] = page(
    { path: '/mi/kaimahi', title: 'Ngā Kaimahi', main: `<div class="frame"><h1>Ngā Kaimahi</h1><p>${STAFF.map((s) => `${esc(s.mi)}: ${esc(s.shownMi)}, ${mailto(`${s.local}@${HOST}`)}`).join('<br>')}</p></div>` },
    'mi',
  );
  pages['/mi/whakapa-mai'] = page(
    { path: '/mi/whakapa-mai', title: 'Whakapā mai', main: `<div class="frame"><h1>Whakapā mai</h1><p>Tari: tari(at)manukorero(dot)test</p><p>Heamana o te Poari Kaitiaki: Rāwiri Hohaia, <a href="${entities(`mailto:rawiri.hohaia@${HOST}`)}">${entities(`rawiri.hohaia@${HOST}`)}</a></p></div>` },
    'mi',
  );
  pages['/intranet'] = page({ path: '/intranet', title: 'Intranet', main: `<div class="frame"><h1>Kaimahi intranet</h1><p>Relief requests: relief@${HOST}</p></div>` });

  const staffCases = (s: Staff): CaseKind[] => ['table', 'title-name-line', 'plain', 'link-non-english', ...(s.honorific ? (['honorific'] as CaseKind[]) : [])];
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /typo3conf/\nDisallow: /intranet\nAllow: /typo3conf/ext/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/about', '/enrolment', '/our-team', '/contact']),
      pages,
      headers: { Server: 'Apache', 'X-TYPO3-Parsetime': '0ms' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-88',
      languages: ['en', 'mi'],
      addresses: [
        { address: `tari@${HOST}`, name: null, title: null, pages: ['/contact', '/mi/whakapa-mai'], cases: ['role', 'obfuscated'] },
        ...STAFF.map((s) => ({ address: `${s.local}@${HOST}`, name: s.name, title: s.en, titleAlternatives: [s.mi], pages: ['/our-team', '/mi/kaimahi'], cases: staffCases(s) })),
        { address: `mereana.paki@${HOST}`, name: 'Mereana Paki', title: 'Kaiwhakahaere Tari', pages: ['/mi'], cases: ['hreflang', 'title-name-line', 'plain'] },
        { address: `rawiri.hohaia@${HOST}`, name: 'Rāwiri Hohaia', title: 'Heamana o te Poari Kaitiaki', pages: ['/mi/whakapa-mai'], cases: ['deep-page', 'link-non-english', 'title-name-line', 'entities'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/intranet'],
      nonAddresses: [
        { text: `relief@${HOST}`, kind: 'disallowed' },
        { text: 'git@bitbucket.org:manukorero/typo3-site.git', kind: 'git' },
      ],
    },
  };
}
