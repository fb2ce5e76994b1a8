/**
 * Tarkvaraühistu Tulihänd TÜ: a worker-owned software cooperative in Tartu, a hand-written
 * static site (Eleventy) in Estonian with an English page. The members as microdata Person cards
 * (one card's address built by an inline script from pieces); the cooperative page's JSON-LD
 * with its founder ("mailto:" address), the council chair inside an OrganizationRole and the
 * bookkeeper only there; a price-enquiry mailbox under the project manager's phone line; the
 * English page's "Name – title – address" lines. A git clone URL, an npm package version and the
 * intranet wiki (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'tulihand.test';
const ORIGIN = `http://${HOST}`;

const NAV: Record<string, [string, string][]> = {
  et: [
    ['/teenused/', 'Mida teeme'],
    ['/liikmed/', 'Liikmed'],
    ['/uhistu/', 'Ühistust'],
    ['/avatud-lahtekood/', 'Avatud lähtekood'],
    ['/kontakt/', 'Kontakt'],
    ['/en/', 'English'],
  ],
  en: [
    ['/en/', 'Tulihänd in English'],
    ['/', 'Eesti keeles'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Tulihänd',
  head: ['<meta name="generator" content="Eleventy v2.0.1">', '<link rel="stylesheet" href="/css/main.8c1f2e.css">', '<link rel="icon" href="/img/rebane.svg" type="image/svg+xml">'],
  header: (p) =>
    `<header class="top"><a class="logo" href="${p.lang === 'en' ? '/en/' : '/'}"><img src="/img/rebane.svg" width="40" height="40" alt=""> Tulihänd</a>` +
    `<nav aria-label="Peamenüü"><ul>${NAV[p.lang === 'en' ? 'en' : 'et']!.map(([h, l]) => `<li><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer class="bottom"><p>Tarkvaraühistu Tulihänd TÜ · registrikood 80612247 · Riia 181a, 50411 Tartu · ${mailto(`tere@${HOST}`)}</p>` +
    `<p><a href="/sisevork/">Liikmetele: sisevõrk</a> · <a href="/privaatsus/">Privaatsus</a> · Lehe lähtekood on avatud (MIT).</p></footer>`,
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'et' });

type Member = { name: string; title: string; local: string; bio: string };
const MEMBERS: Member[] = [
  { name: 'Kaspar Oja', title: 'juhatuse liige, tarkvaraarhitekt', local: 'kaspar', bio: 'Ühistu asutaja. Kirjutab Rusti ja Go-d, armastab PostgreSQL-i.' },
  { name: 'Merilin Kuusk', title: 'esirakenduste arendaja', local: 'merilin', bio: 'Svelte, TypeScript ja ligipääsetavus (WCAG 2.1 AA).' },
  { name: 'Rasmus Leppik', title: 'taristu- ja DevOps-insener', local: 'rasmus', bio: 'Kubernetes, Terraform ja kõik, mis öösel ei tohi katki minna.' },
  { name: 'Kätlin Org', title: 'kasutajakogemuse disainer', local: 'katlin', bio: 'Kasutajauuringud, prototüübid ja disainisüsteemid.' },
  { name: 'Siim Raudsepp', title: 'projektijuht', local: 'siim', bio: 'Hoiab kliendid, ajakavad ja eelarved koos.' },
];
const TONIS = { name: 'Tõnis Vaher', title: 'tarkvaratestija ja kvaliteedi eest vastutaja', local: 'tonis' };
const TONIS_SCRIPT = `<script>var kasutaja = 'tonis', domeen = 'tulihand' + '.' + 'test'; document.write('<a href="mailto:' + kasutaja + '@' + domeen + '">' + kasutaja + '@' + domeen + '</a>');</script>`;

const card = (m: Member): string =>
  `<article class="liige" itemscope itemtype="https://schema.org/Person"><img src="/img/liikmed/${m.local}.webp" alt="" width="160" height="160"><h3 itemprop="name">${esc(m.name)}</h3>` +
  `<p class="amet" itemprop="jobTitle">${esc(m.title)}</p><p>${esc(m.bio)}</p><p><a itemprop="email" href="mailto:${m.local}@${HOST}">${m.local}@${HOST}</a></p></article>`;

export function tulihand(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Tarkvaraühistu Tartust',
    alternates: { et: '/', en: '/en' },
    main:
      `<section class="hero"><h1>Teeme tarkvara, mille eest vastutame ise</h1><p>Tulihänd on 2017. aastal loodud töötajate omanduses olev tarkvaraühistu. Ehitame veebirakendusi omavalitsustele, muuseumidele ja väikeettevõtetele ning hoiame neid aastaid töös.</p></section>` +
      `<section><h2>Viimased tööd</h2><ul><li>Tartu linnaraamatukogu üritustekalender</li><li>Eesti Rahva Muuseumi kogude kaardirakendus</li><li>Põlvamaa ühistranspordi sõiduplaanide API</li></ul><p><a href="/liikmed/">Vaata, kes me oleme</a></p></section>`,
  });

  pages['/teenused'] = page({
    path: '/teenused',
    title: 'Mida teeme',
    main: `<h1>Mida teeme</h1><ul><li>Veebirakenduste arendus (TypeScript, Go, Rust)</li><li>Pilvetaristu ja hooldus</li><li>Kasutajauuringud ja disain</li><li>Ligipääsetavuse auditid</li></ul><p>Töötame ajapõhiselt (68 € tund) või kokkulepitud hinnaga etappide kaupa.</p>`,
  });

  pages['/liikmed'] = page({
    path: '/liikmed',
    title: 'Liikmed',
    main:
      `<h1>Liikmed</h1><p>Ühistus on kuus liiget, igaühel üks hääl. Palgad on avalikud ja kõigil ühesugused.</p><div class="liikmed">${MEMBERS.map(card).join('')}` +
      `<article class="liige" itemscope itemtype="https://schema.org/Person"><img src="/img/liikmed/tonis.webp" alt="" width="160" height="160"><h3 itemprop="name">${esc(TONIS.name)}</h3><p class="amet" itemprop="jobTitle">${esc(TONIS.title)}</p><p>Automaattestid, Playwright ja küsimused, mida keegi teine ei küsinud.</p><p>${TONIS_SCRIPT}</p></article></div>`,
  });

  pages['/uhistu'] = page({
    path: '/uhistu',
    title: 'Ühistust',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        '@id': `${ORIGIN}/#uhistu`,
        name: 'Tarkvaraühistu Tulihänd TÜ',
        legalName: 'Tulundusühistu Tulihänd',
        foundingDate: '2017-03-01',
        url: `${ORIGIN}/`,
        email: `mailto:tere@${HOST}`,
        founder: { '@type': 'Person', name: 'Kaspar Oja', jobTitle: 'juhatuse liige', email: `mailto:kaspar@${HOST}` },
        member: [
          { '@type': 'OrganizationRole', roleName: 'nõukogu esimees', startDate: '2022-05', member: { '@type': 'Person', name: 'Siim Raudsepp', email: `siim@${HOST}` } },
        ],
        employee: [{ '@type': 'Person', name: 'Eleri Pärn', jobTitle: 'raamatupidaja', email: `eleri@${HOST}` }],
      },
    ],
    main:
      `<h1>Ühistust</h1><p>Tulihänd on tulundusühistu: ettevõte kuulub neile, kes selles töötavad. Iga liige on ühistu osanik ja igal liikmel on üldkoosolekul üks hääl, sõltumata sissemaksest.</p>` +
      `<p>Ühistu juhatus on üheliikmeline (Kaspar Oja). Nõukogu kolm liiget valitakse kaheks aastaks; praegu juhib nõukogu Siim Raudsepp. Raamatupidamist peame ise, välisauditit teeb kord aastas audiitorbüroo.</p>` +
      `<p>Ühistu põhikirja ja viimaste aastate majandusaasta aruanded saate küsida aadressil ${mailto(`tere@${HOST}`)}.</p>`,
  });

  pages['/avatud-lahtekood'] = page({
    path: '/avatud-lahtekood',
    title: 'Avatud lähtekood',
    main:
      `<h1>Avatud lähtekood</h1><p>Suurem osa meie kirjutatud koodist on avatud. Kaardikomponent, mida kasutame muuseumiprojektides, on npm-is:</p><pre><code>npm install @tulihand/kaart-ui@3.2.1</code></pre>` +
      `<p>Lähtekoodi saab kloonida meie Giti serverist:</p><pre><code>git clone git@git.tulihand.test:avalik/kaart-ui.git</code></pre>` +
      `<p>Turvanõrkustest palume teatada privaatselt aadressil ${mailto(`turvalisus@${HOST}`)}; vastame kahe tööpäeva jooksul.</p>`,
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main:
      `<h1>Kontakt</h1><p>Riia 181a (Tartu Teaduspargi maja), 50411 Tartu</p>` +
      `<div class="kontakt-plokk"><p><strong>Siim Raudsepp</strong>, projektijuht<br>${tel('+372 5342 1187')}</p><p>Hinnapäringud: ${mailto(`pakkumised@${HOST}`)}</p></div>` +
      `<form class="kiri" action="/api/kiri" method="post"><label>Teie e-post <input type="email" name="epost" placeholder="nimi@firma.ee" required></label><label>Sõnum <textarea name="sonum"></textarea></label><button>Saada</button></form>`,
  });

  pages['/en'] = page({
    path: '/en',
    title: 'A software cooperative in Tartu',
    lang: 'en',
    alternates: { et: '/', en: '/en' },
    main:
      `<h1>Worker-owned software from Tartu</h1><p>Tulihänd is a software cooperative owned by the six people who work in it. We build and maintain web applications for municipalities, museums and small businesses.</p>` +
      `<h2>Who to write to</h2><ul class="contacts"><li>Kaspar Oja – board member and software architect – ${mailto(`kaspar@${HOST}`)}</li><li>Siim Raudsepp – project manager – ${mailto(`siim@${HOST}`)}</li></ul>`,
  });

  pages['/privaatsus'] = page({ path: '/privaatsus', title: 'Privaatsus', main: `<h1>Privaatsus</h1><p>Meie veebileht ei kasuta küpsiseid ega analüütikat. Kontaktivormi kaudu saadetud kirju hoiame kuni kaks aastat.</p>` });

  pages['/sisevork'] = page({ path: '/sisevork', title: 'Sisevõrk', main: `<h1>Sisevõrk</h1><p>Ligipääs ainult liikmetele. Wiki kontod: ${mailto(`wiki@${HOST}`)}</p>` });

  const ln: CaseKind = 'link-non-english';
  const m = (i: number, extra: CaseKind[] = [], more: string[] = [], alt?: string[]) => {
    const x = MEMBERS[i]!;
    return { address: `${x.local}@${HOST}`, name: x.name, title: x.title, ...(alt ? { titleAlternatives: alt } : {}), pages: ['/liikmed', ...more], cases: ['microdata', 'card', 'plain', ln, ...extra] as CaseKind[] };
  };
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /sisevork\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/teenused', '/liikmed', '/uhistu', '/avatud-lahtekood', '/kontakt', '/privaatsus', '/en'], '2025-03-02'),
      pages,
      headers: { Server: 'Caddy' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-37',
      languages: ['et', 'en'],
      addresses: [
        { address: `tere@${HOST}`, name: null, title: null, pages: ['/', '/uhistu'], cases: ['role', 'plain', 'json-ld-mailto'] },
        m(0, ['json-ld-person', 'json-ld-mailto', 'name-title-line'], ['/uhistu', '/en'], ['juhatuse liige', 'board member and software architect']),
        m(1),
        m(2),
        m(3),
        m(4, ['json-ld-nested', 'name-title-line'], ['/uhistu', '/en'], ['nõukogu esimees', 'project manager']),
        { address: `tonis@${HOST}`, name: TONIS.name, title: TONIS.title, titleAlternatives: ['tarkvaratestija'], pages: ['/liikmed'], encoded: { kind: 'script', text: TONIS_SCRIPT }, cases: ['card', 'script-concat', ln] },
        { address: `eleri@${HOST}`, name: 'Eleri Pärn', title: 'raamatupidaja', pages: ['/uhistu'], cases: ['json-ld-only', 'json-ld-person', ln] },
        { address: `turvalisus@${HOST}`, name: null, title: null, pages: ['/avatud-lahtekood'], cases: ['role', 'plain', ln] },
        { address: `pakkumised@${HOST}`, name: null, title: null, pages: ['/kontakt'], cases: ['role', 'neighbour', 'plain', ln] },
      ],
      pattern: '{first}',
      disallowed: ['/sisevork'],
      nonAddresses: [
        { text: `wiki@${HOST}`, kind: 'disallowed' },
        { text: `git@git.${HOST}`, kind: 'git' },
        { text: 'kaart-ui@3.2.1', kind: 'package' },
        { text: 'nimi@firma.ee', kind: 'placeholder' },
      ],
    },
  };
}
