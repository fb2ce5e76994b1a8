/**
 * Maketikoda: an architectural scale-model maker in Tartu, Estonian with Finnish pages for its
 * Finnish clients (linked "Suomeksi"). First-dot-last addresses. The team as a definition list
 * (again in Finnish with Finnish titles), the bookkeeper as microdata, the Finnish sales manager
 * as a label line with "(at)", the general address built from character codes, the press address
 * beside the photographer's credit, an Estonian laser-cutter supplier's address, a retina image,
 * a package version in a script URL and a client files area robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'maketikoda-tartu.test';

const MENU_ET: [string, string][] = [
  ['/', 'Avaleht'],
  ['/meist', 'Meist'],
  ['/meeskond', 'Meeskond'],
  ['/kontakt', 'Kontakt'],
  ['/fi', 'Suomeksi'],
];
const MENU_FI: [string, string][] = [
  ['/fi', 'Etusivu'],
  ['/fi/yhteystiedot', 'Yhteystiedot'],
  ['/', 'Eesti keeles'],
];

const INFO = 'info@maketikoda-tartu.test';
const INFO_CODES = charCodes(INFO);

const theme: Theme = {
  host: HOST,
  siteName: 'Maketikoda',
  head: [
    '<link rel="stylesheet" href="/static/css/main.css">',
    '<script defer src="https://unpkg.com/alpinejs@3.13.5/dist/cdn.min.js"></script>',
  ],
  header: (p) =>
    `<header class="top"><a href="${p.lang === 'fi' ? '/fi' : '/'}"><img src="/static/img/maketikoda.svg" alt="Maketikoda OÜ" height="40"></a>` +
    `<nav>${(p.lang === 'fi' ? MENU_FI : MENU_ET).map(([h, l]) => `<a href="${h}">${esc(l)}</a>`).join(' | ')}</nav></header>`,
  footer: (p) =>
    `<footer class="bottom"><p>Maketikoda OÜ · Riia 142, 50411 Tartu · ${tel('+372 5341 2280')} · reg. 14871230</p>` +
    `<p><a href="/klient">${p.lang === 'fi' ? 'Asiakastiedostot' : 'Kliendifailid'}</a></p></footer>`,
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

const TEAM: { name: string; et: string; fi?: string; address: string }[] = [
  { name: 'Kristjan Tamm', et: 'juhatuse liige, arhitekt', fi: 'hallituksen jäsen, arkkitehti', address: 'kristjan.tamm@maketikoda-tartu.test' },
  { name: 'Liis Kask', et: 'maketimeister', fi: 'pienoismallimestari', address: 'liis.kask@maketikoda-tartu.test' },
  { name: 'Martin Saar', et: '3D-modelleerija', fi: '3D-mallintaja', address: 'martin.saar@maketikoda-tartu.test' },
  { name: 'Kadri Pärn', et: 'projektijuht', fi: 'projektipäällikkö', address: 'kadri.parn@maketikoda-tartu.test' },
  { name: 'Taavi Ilves', et: 'CNC- ja laserlõikuse operaator', address: 'taavi.ilves@maketikoda-tartu.test' },
];

export function maketikodaTartu(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Arhitektuurimaketid',
    lang: 'et',
    alternates: { et: '/', fi: '/fi' },
    main:
      `<h1>Arhitektuurimaketid arhitektidele ja arendajatele</h1><p>Valmistame konkursi-, esitlus- ja müügimakette mõõtkavas 1:20 kuni 1:2000. Puit, akrüül, 3D-prindid ja valgustus.</p>` +
      `<p><img src="/static/img/makett-emajogi.jpg" srcset="/static/img/makett-emajogi@2x.jpg 2x" alt="Emajõe kaldapealse makett"></p>`,
  });

  pages['/meist'] = page({
    path: '/meist',
    title: 'Meist',
    lang: 'et',
    main:
      `<h1>Meist</h1><p>Maketikoda alustas 2011. aastal Tartu Ülikooli kunstimaja keldris. Praegu teeme aastas umbes 120 maketti Eesti, Soome ja Läti büroodele.</p>` +
      `<p class="credit">Fotod: Rasmus Lepik. Meediapäringud: ${mailto('press@maketikoda-tartu.test')}</p>` +
      `<p>Laserlõikurid ja hooldus: Laserpark OÜ, ${mailto('hooldus@laserpark.test')}</p>`,
  });

  pages['/meeskond'] = page({
    path: '/meeskond',
    title: 'Meeskond',
    lang: 'et',
    main:
      `<h1>Meeskond</h1>\n<dl class="team">\n` +
      TEAM.map((t) => `<dt>${esc(t.name)}</dt><dd>${esc(t.et)}</dd><dd>${mailto(t.address)}</dd>`).join('\n') +
      `\n</dl>`,
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    lang: 'et',
    main:
      `<h1>Kontakt</h1><p>Riia 142, Tartu (sissepääs hoovist). E–R 9–17.</p>` +
      `<p>Üldpost: <span class="js-mail"></span><script>document.currentScript.previousElementSibling.innerHTML = '<a href="mailto:' + String.fromCharCode(${INFO_CODES}) + '">' + String.fromCharCode(${INFO_CODES}) + '<\\/a>';</script></p>\n` +
      `<div class="person" itemscope itemtype="https://schema.org/Person"><span itemprop="name">Anneli Org</span>, <span itemprop="jobTitle">raamatupidaja</span> – arved ja maksed: ` +
      `<a itemprop="email" href="mailto:anneli.org@maketikoda-tartu.test">anneli.org@maketikoda-tartu.test</a></div>`,
  });

  pages['/fi'] = page({
    path: '/fi',
    title: 'Arkkitehtuurin pienoismallit',
    lang: 'fi',
    alternates: { et: '/', fi: '/fi' },
    main:
      `<h1>Arkkitehtuurin pienoismallit Tartosta</h1><p>Teemme kilpailu-, esittely- ja myyntimalleja suomalaisille arkkitehtitoimistoille ja rakennuttajille. Toimitus Helsinkiin 2–3 päivässä.</p>` +
      `<p><a href="/fi/yhteystiedot">Ota yhteyttä</a></p>`,
  });

  pages['/fi/yhteystiedot'] = page({
    path: '/fi/yhteystiedot',
    title: 'Yhteystiedot',
    lang: 'fi',
    main:
      `<h1>Yhteystiedot</h1><p><strong>Myynti Suomeen:</strong> Jussi Heikkinen, myyntipäällikkö, puh. +358 40 771 2034, jussi.heikkinen(at)maketikoda-tartu.test</p>\n` +
      `<h2>Henkilöstö</h2>\n<dl class="team">\n` +
      TEAM.filter((t) => t.fi)
        .map((t) => `<dt>${esc(t.name)}</dt><dd>${esc(t.fi!)}</dd><dd>${mailto(t.address)}</dd>`)
        .join('\n') +
      `\n</dl>`,
  });

  pages['/klient'] = page({
    path: '/klient',
    title: 'Kliendifailid',
    lang: 'et',
    main: `<h1>Kliendifailid</h1><p>Failide üleslaadimine (IFC, DWG, SKP). Ligipääsu saamiseks kirjuta ${mailto('failid@maketikoda-tartu.test')}.</p>`,
  });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /klient\n`,
      pages,
      headers: { Server: 'nginx/1.24.0' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-12',
      languages: ['et', 'fi'],
      addresses: [
        ...TEAM.map((t) => ({
          address: t.address,
          name: t.name,
          title: t.et,
          ...(t.fi ? { titleAlternatives: [t.fi] } : {}),
          pages: t.fi ? ['/meeskond', '/fi/yhteystiedot'] : ['/meeskond'],
          cases: ['definition-list', 'plain', ln] as CaseKind[],
        })),
        { address: 'anneli.org@maketikoda-tartu.test', name: 'Anneli Org', title: 'raamatupidaja', pages: ['/kontakt'], cases: ['microdata', 'name-title-line', 'plain', ln] },
        {
          address: 'jussi.heikkinen@maketikoda-tartu.test',
          name: 'Jussi Heikkinen',
          title: 'myyntipäällikkö',
          pages: ['/fi/yhteystiedot'],
          cases: ['label-line', 'obfuscated', 'deep-page', ln],
        },
        { address: INFO, name: null, title: null, pages: ['/kontakt'], encoded: { kind: 'charcodes', text: INFO_CODES }, cases: ['role', 'script-charcode', ln] },
        { address: 'press@maketikoda-tartu.test', name: null, title: null, pages: ['/meist'], cases: ['neighbour', 'role', 'plain', ln] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/klient'],
      nonAddresses: [
        { text: 'failid@maketikoda-tartu.test', kind: 'disallowed' },
        { text: 'hooldus@laserpark.test', kind: 'other-company' },
        { text: 'makett-emajogi@2x.jpg', kind: 'retina' },
        { text: 'alpinejs@3.13.5', kind: 'package' },
      ],
    },
  };
}
