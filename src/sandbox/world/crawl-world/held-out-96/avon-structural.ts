/**
 * Avon Structural & Seismic: a Christchurch earthquake-engineering consultancy on a
 * hand-rolled CMS (a local developer's Node site). The English home links the te reo Māori home
 * only through a hreflang alternate; that page names the Māori engagement lead, and its
 * "Whakapā mai" (contact) link leads to a page with the office manager. "Our People" shows cards
 * with New Zealand post-nominals ("Dr", "BE(Hons) PhD CPEng"), one address turned around by a
 * script; a project news item quotes the project engineer. A Git clone URL on the tools page and
 * the client portal are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'avonstructural.test';
const ORIGIN = `http://${HOST}`;
const MENU_EN: [string, string][] = [['/', 'Home'], ['/services', 'Services'], ['/our-people', 'Our People'], ['/projects', 'Projects'], ['/tools', 'Tools'], ['/contact', 'Contact']];
const MENU_MI: [string, string][] = [['/mi', 'Kāinga'], ['/mi/whakapa-mai', 'Whakapā mai'], ['/', 'English']];

const theme: Theme = {
  host: HOST,
  siteName: 'Avon Structural & Seismic',
  head: ['<link rel="stylesheet" href="/static/css/site.4f2a9c.css">', '<script defer src="/static/js/site.4f2a9c.js"></script>'],
  header: (p) =>
    `<header class="hdr"><a class="hdr__logo" href="${p.lang === 'mi' ? '/mi' : '/'}">AVON<span>structural</span></a><nav class="hdr__nav">${(p.lang === 'mi' ? MENU_MI : MENU_EN).map(([h, l]) => `<a href="${h}">${esc(l)}</a>`).join(' ')}</nav></header>`,
  footer: () =>
    `<footer class="ftr"><p>Avon Structural &amp; Seismic Ltd · 88 Kilmore Street, Ōtautahi Christchurch 8013 · ${tel('03 555 0196')} · ${mailto(`enquiries@${HOST}`)}</p><p><a href="/client-portal">Client portal</a></p></footer>`,
};

const ALT = { 'en-NZ': '/', mi: '/mi' };

interface Person { local: string; shown: string; name: string; title: string; quals?: string; rev?: boolean; cases?: CaseKind[] }
const PEOPLE: Person[] = [
  { local: 'hamish.mccallum', shown: 'Dr Hamish McCallum', name: 'Hamish McCallum', title: 'Director – Principal Structural Engineer', quals: 'BE(Hons) PhD CPEng CMEngNZ', cases: ['honorific', 'post-nominal'] },
  { local: 'ngaire.rowe', shown: 'Ngaire Rowe', name: 'Ngaire Rowe', title: 'Associate – Structural', quals: 'BE(Hons) CPEng' , cases: ['post-nominal'] },
  { local: 'sarah.lin', shown: 'Sarah Lin', name: 'Sarah Lin', title: 'Senior Geotechnical Engineer', quals: 'BE(Hons) ME' , cases: ['post-nominal'] },
  { local: 'fiona.crowe', shown: 'Fiona Crowe', name: 'Fiona Crowe', title: 'Seismic Assessment Lead (DSA/IEP)', rev: true },
  { local: 'tane.parata', shown: 'Tane Parata', name: 'Tane Parata', title: 'Graduate Structural Engineer' },
];
const FIONA_SCRIPT = `var e = '${reversed(`fiona.crowe@${HOST}`)}'.split('').reverse().join(''); document.getElementById('em-fiona').innerHTML = '<a href="mailto:' + e + '">' + e + '</a>';`;

export function avonStructural(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const en = (spec: Omit<PageSpec, 'lang'>) => renderPage(theme, { lang: 'en-NZ', ...spec });
  const mi = (spec: Omit<PageSpec, 'lang'>) => renderPage(theme, { lang: 'mi', ...spec });
  pages['/'] = en({
    path: '/',
    title: 'Seismic assessment, strengthening and design',
    alternates: ALT,
    main: `<section class="hero"><h1>Buildings that stand up when the ground doesn’t.</h1><p>Detailed seismic assessments, retrofit design and new-build structural engineering across Waitaha Canterbury since 2012.</p></section>`,
  });
  pages['/mi'] = mi({
    path: '/mi',
    title: 'Nau mai, haere mai',
    alternates: ALT,
    main: `<section><h1>Nau mai, haere mai ki Avon Structural</h1><p>Ka mahi tahi mātou me ngā hapori o Ōtautahi kia haumaru ai ō rātou whare.</p><p>Pou Ārahi Māori: Aroha Tipene – ${mailto(`aroha.tipene@${HOST}`)}</p></section>`,
  });
  pages['/mi/whakapa-mai'] = mi({
    path: '/mi/whakapa-mai',
    title: 'Whakapā mai',
    main: `<section><h1>Whakapā mai</h1><p>88 Kilmore Street, Ōtautahi 8013</p><p>Kaiwhakahaere Tari: Mere Walker, ${mailto(`mere.walker@${HOST}`)}</p></section>`,
  });
  pages['/services'] = en({ path: '/services', title: 'Services', main: `<h1>Services</h1><ul><li>Detailed Seismic Assessments (DSA) and Initial Evaluation Procedures (IEP)</li><li>Base isolation and retrofit design</li><li>Geotechnical investigation</li></ul>` });
  pages['/our-people'] = en({
    path: '/our-people',
    title: 'Our People',
    main: `<h1>Our People</h1><div class="people">` +
      PEOPLE.map((p) => `<article class="person-card"><img src="/media/people/${p.local}.webp" alt=""><h3>${esc(p.shown)}${p.quals ? ` <small>${esc(p.quals)}</small>` : ''}</h3><p class="role">${esc(p.title)}</p><p class="email"${p.rev ? ' id="em-fiona"' : ''}>${p.rev ? `<script>${FIONA_SCRIPT}</script>` : mailto(`${p.local}@${HOST}`)}</p></article>`).join('') +
      `</div>`,
  });
  pages['/projects'] = en({ path: '/projects', title: 'Projects', main: `<h1>Projects</h1><ul><li><a href="/projects/linwood-hall-retrofit">Linwood Hall seismic retrofit</a></li></ul>` });
  pages['/projects/linwood-hall-retrofit'] = en({
    path: '/projects/linwood-hall-retrofit',
    title: 'Linwood Hall seismic retrofit',
    main: `<article><h1>Linwood Hall seismic retrofit</h1><p>The 1926 brick hall went from 15% NBS to 70% NBS with a new steel moment frame and a plywood diaphragm, with the community still using the hall through most of the work. “The trick was working around the Tuesday quilting group,” laughs project engineer Ben Aldridge (${mailto(`ben.aldridge@${HOST}`)}), who led the design.</p></article>`,
  });
  pages['/tools'] = en({ path: '/tools', title: 'Tools', main: `<h1>Open tools</h1><p>Our NZS 1170.5 spectrum calculator is open source: <code>git clone git@github.com:avonstructural/nzs1170-spectra.git</code></p>` });
  pages['/contact'] = en({ path: '/contact', title: 'Contact', main: `<h1>Contact</h1><p>New project enquiries: ${mailto(`enquiries@${HOST}`)} · ${tel('03 555 0196')}</p>` });
  pages['/client-portal'] = en({ path: '/client-portal', title: 'Client portal', main: `<h1>Client portal</h1><p>Drawing issue problems? ${mailto(`docs@${HOST}`)}</p>` });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /client-portal\nDisallow: /static/uploads/private/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/services', '/our-people', '/projects', '/projects/linwood-hall-retrofit', '/tools', '/contact']),
      pages,
      headers: { Server: 'nginx/1.24.0', 'X-Powered-By': 'Express' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-96',
      languages: ['en', 'mi'],
      addresses: [
        { address: `enquiries@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        ...PEOPLE.map((p) => ({
          address: `${p.local}@${HOST}`,
          name: p.name,
          title: p.title,
          pages: ['/our-people'],
          ...(p.rev ? { encoded: { kind: 'script' as const, text: FIONA_SCRIPT } } : {}),
          cases: ['card', p.rev ? 'script-reversed' : 'plain', ...(p.cases ?? [])] as CaseKind[],
        })),
        { address: `aroha.tipene@${HOST}`, name: 'Aroha Tipene', title: 'Pou Ārahi Māori', pages: ['/mi'], cases: ['hreflang', 'title-name-line', 'plain'] },
        { address: `mere.walker@${HOST}`, name: 'Mere Walker', title: 'Kaiwhakahaere Tari', pages: ['/mi/whakapa-mai'], cases: ['link-non-english', 'deep-page', 'title-name-line', 'plain'] },
        { address: `ben.aldridge@${HOST}`, name: 'Ben Aldridge', title: 'project engineer', pages: ['/projects/linwood-hall-retrofit'], cases: ['prose', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/client-portal'],
      nonAddresses: [
        { text: `docs@${HOST}`, kind: 'disallowed' },
        { text: 'git@github.com:avonstructural/nzs1170-spectra.git', kind: 'git' },
      ],
    },
  };
}
