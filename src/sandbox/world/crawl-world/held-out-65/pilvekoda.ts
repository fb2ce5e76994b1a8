/**
 * Pilvekoda: a cloud and DevOps consultancy in Tallinn with a hand-written static site (Estonian
 * with an English version through hreflang). Team cards, two of whose addresses a small anti-spam
 * script builds (pieces joined, character codes), an Organization JSON-LD on the team page with
 * the founder (mailto, shown nowhere else) and a department's employee, and an open-source section
 * with a git clone URL and an npm package version. The client extranet is disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'pilvekoda.test';
const ORIGIN = `http://${HOST}`;

const ET_MENU: [string, string][] = [
  ['/', 'Avaleht'],
  ['/teenused', 'Teenused'],
  ['/meeskond', 'Meeskond'],
  ['/kontakt', 'Kontakt'],
];
const EN_MENU: [string, string][] = [
  ['/en', 'Home'],
  ['/en/team', 'Team'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Pilvekoda',
  head: [`<link rel="stylesheet" href="/css/site.css?v=27">`, `<link rel="icon" href="/favicon.svg" type="image/svg+xml">`, `<script defer data-domain="pilvekoda.test" src="https://plausible.io/js/script.js"></script>`],
  header: (p) => {
    const en = p.lang === 'en';
    const menu = en ? EN_MENU : ET_MENU;
    return `<header class="top"><a class="brand" href="${en ? '/en' : '/'}">pilve<b>koda</b></a><nav>${menu.map(([h, l]) => `<a href="${h}">${esc(l)}</a>`).join(' ')}</nav><span class="lang">${en ? 'EN' : 'ET'}</span></header>`;
  },
  footer: (p) =>
    `<footer class="bottom"><p>Pilvekoda OÜ · reg. kood 14882310 · Telliskivi 60a/3, 10412 Tallinn · ${tel('+372 5301 4420')}</p><p><a href="/klient">${p.lang === 'en' ? 'Client extranet' : 'Kliendi ekstranet'}</a></p></footer>`,
};

const etPage = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'et' });
const enPage = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en' });

const LIIS = `liis.magi@${HOST}`;
const KARL = `karl.tamm@${HOST}`;
const CONCAT = `var u = 'liis' + '.' + 'magi'; var d = 'pilvekoda' + '.' + 'test'; document.getElementById('m-liis').innerHTML = '<a href="mailto:' + u + '@' + d + '">' + u + '@' + d + '</a>';`;
const CODES = charCodes(KARL);

type Card = { name: string; title: string; en?: string; mail: string; img: string };
const card = (c: Card): string => `<article class="person"><img src="/img/team/${c.img}.webp" alt="" width="320" height="320"><h3>${esc(c.name)}</h3><p class="role">${esc(c.title)}</p><p>${c.mail}</p></article>`;

export function pilvekoda(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const ALT = { et: '/', en: '/en' };
  const TEAM_ALT = { et: '/meeskond', en: '/en/team' };

  pages['/'] = etPage({
    path: '/',
    title: 'Pilvetaristu ja DevOps',
    alternates: ALT,
    main:
      `<section class="hero"><h1>Pilvetaristu, mis ei vaja valvekõnesid</h1><p>Aitame Eesti ja Soome ettevõtetel kolida AWS-i ja Azure'i, automatiseerida tarned ning hoida kulud kontrolli all.</p><p><a class="btn" href="/kontakt">Räägime</a></p></section>` +
      `<section class="oss"><h2>Avatud lähtekood</h2><p>Meie Terraformi baasmoodulid on avalikud:</p><pre><code>git clone git@github.com:pilvekoda/terraform-baseline.git\nnpm install -g pilvekoda-cli@1.4.2</code></pre></section>`,
  });

  pages['/teenused'] = etPage({
    path: '/teenused',
    title: 'Teenused',
    main: `<h1>Teenused</h1><ul><li>Pilve migratsioon ja arhitektuur</li><li>Kubernetes ja platvormitiim teenusena</li><li>CI/CD ja infrastruktuur koodina</li><li>Turvaaudit (ISO 27001, E-ITS)</li></ul>`,
  });

  const cards: Card[] = [
    { name: 'Tõnu Kask', title: 'Asutaja, juhatuse liige', mail: '', img: 'tonu' },
    { name: 'Kristjan Saar', title: 'Pilvearhitekt', mail: mailto(`kristjan.saar@${HOST}`), img: 'kristjan' },
    { name: 'Liis Mägi', title: 'Projektijuht', mail: `<span id="m-liis"></span><script>${CONCAT}</script>`, img: 'liis' },
    { name: 'Karl Tamm', title: 'DevOps-insener', mail: `<script>document.write('<a href="mailto:' + String.fromCharCode(${CODES}) + '">' + String.fromCharCode(${CODES}) + '</a>');</script>`, img: 'karl' },
    { name: 'Marju Lepik', title: 'Ärianalüütik', mail: mailto(`marju.lepik@${HOST}`), img: 'marju' },
    { name: 'Hendrik Põld', title: 'Vanemarendaja', mail: mailto(`hendrik.pold@${HOST}`), img: 'hendrik' },
    { name: 'Kadri Ots', title: 'Personalijuht', mail: mailto(`kadri.ots@${HOST}`), img: 'kadri' },
  ];

  pages['/meeskond'] = etPage({
    path: '/meeskond',
    title: 'Meeskond',
    alternates: TEAM_ALT,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        '@id': `${ORIGIN}/#org`,
        name: 'Pilvekoda OÜ',
        url: `${ORIGIN}/`,
        founder: { '@type': 'Person', name: 'Tõnu Kask', jobTitle: 'Asutaja, juhatuse liige', email: `mailto:tonu.kask@${HOST}` },
        department: [
          {
            '@type': 'Organization',
            name: 'Pilvetaristu',
            employee: [{ '@type': 'Person', name: 'Kristjan Saar', jobTitle: 'Pilvearhitekt', email: `kristjan.saar@${HOST}` }],
          },
        ],
      },
    ],
    main: `<h1>Meeskond</h1><p>Üksteist inimest, kaks kontorit – Tallinnas ja Tartus.</p><div class="people">${cards.map(card).join('')}</div>`,
  });

  pages['/kontakt'] = etPage({
    path: '/kontakt',
    title: 'Kontakt',
    main: `<h1>Kontakt</h1><p>Üldine: ${mailto(`info@${HOST}`)} · ${tel('+372 5301 4420')}</p><p>Arved (e-arve või PDF): ${mailto(`arved@${HOST}`)}</p><p>Telliskivi 60a/3, 10412 Tallinn</p>`,
  });

  pages['/en'] = enPage({
    path: '/en',
    title: 'Cloud infrastructure and DevOps',
    alternates: ALT,
    main: `<h1>Cloud infrastructure that doesn't page you at 3 a.m.</h1><p>We help companies in Estonia and Finland move to AWS and Azure. Write to ${mailto(`info@${HOST}`)}.</p>`,
  });

  pages['/en/team'] = enPage({
    path: '/en/team',
    title: 'Team',
    alternates: TEAM_ALT,
    main: `<h1>Team</h1><div class="people">${card({ name: 'Kristjan Saar', title: 'Cloud Architect', mail: mailto(`kristjan.saar@${HOST}`), img: 'kristjan' })}${card({ name: 'Marju Lepik', title: 'Business Analyst', mail: mailto(`marju.lepik@${HOST}`), img: 'marju' })}</div>`,
  });

  pages['/klient'] = etPage({ path: '/klient', title: 'Kliendi ekstranet', main: `<h1>Kliendi ekstranet</h1><p>Ligipääsu taotlemiseks kirjutage ${mailto(`ekstranet@${HOST}`)}.</p>` });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /klient\n`,
      pages,
      headers: { Server: 'nginx/1.24.0', 'Cache-Control': 'public, max-age=600' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-65',
      languages: ['et', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/kontakt', '/en'], cases: ['role', 'plain', ln] },
        { address: `arved@${HOST}`, name: null, title: null, pages: ['/kontakt'], cases: ['role', 'plain', ln] },
        { address: `tonu.kask@${HOST}`, name: 'Tõnu Kask', title: 'Asutaja, juhatuse liige', pages: ['/meeskond'], cases: ['json-ld-person', 'json-ld-mailto', 'json-ld-only', ln] },
        {
          address: `kristjan.saar@${HOST}`,
          name: 'Kristjan Saar',
          title: 'Pilvearhitekt',
          titleAlternatives: ['Cloud Architect'],
          pages: ['/meeskond', '/en/team'],
          cases: ['card', 'plain', 'json-ld-nested', 'json-ld-person', ln],
        },
        { address: LIIS, name: 'Liis Mägi', title: 'Projektijuht', pages: ['/meeskond'], encoded: { kind: 'script', text: CONCAT }, cases: ['card', 'script-concat', ln] },
        { address: KARL, name: 'Karl Tamm', title: 'DevOps-insener', pages: ['/meeskond'], encoded: { kind: 'charcodes', text: CODES }, cases: ['card', 'script-charcode', ln] },
        { address: `marju.lepik@${HOST}`, name: 'Marju Lepik', title: 'Ärianalüütik', titleAlternatives: ['Business Analyst'], pages: ['/meeskond', '/en/team'], cases: ['card', 'plain', ln] },
        { address: `hendrik.pold@${HOST}`, name: 'Hendrik Põld', title: 'Vanemarendaja', pages: ['/meeskond'], cases: ['card', 'plain', ln] },
        { address: `kadri.ots@${HOST}`, name: 'Kadri Ots', title: 'Personalijuht', pages: ['/meeskond'], cases: ['card', 'plain', ln] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/klient'],
      nonAddresses: [
        { text: 'git@github.com:pilvekoda/terraform-baseline.git', kind: 'git' },
        { text: 'pilvekoda-cli@1.4.2', kind: 'package' },
        { text: `ekstranet@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
