/**
 * Cykelbudene Nørrebro: a Copenhagen bicycle-courier cooperative on a hand-rolled site (a small
 * Node app), in Danish. Members listed with their tasks, two addresses written by scripts (one
 * from character codes, one turned around), a business-sales label line, the developer in prose
 * beside a git clone URL and the map library's package version.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'cykelbudene.test';
const ORIGIN = `http://${HOST}`;

const theme: Theme = {
  host: HOST,
  siteName: 'Cykelbudene Nørrebro',
  head: ['<link rel="stylesheet" href="/static/main.3f9a1c.css">', '<link rel="icon" href="/static/hjul.svg">'],
  header: () =>
    `<div class="top"><a class="logo" href="/">🚲 Cykelbudene</a><nav><a href="/bestil">Bestil et bud</a> <a href="/erhverv">Erhverv</a> <a href="/kollektivet">Kollektivet</a> <a href="/kode">Kode</a> <a href="/kontakt">Kontakt</a></nav></div>`,
  footer: () =>
    `<div class="bund"><p>Cykelbudene Nørrebro a.m.b.a. · Mimersgade 47, 2200 København N · CVR 39 48 21 76</p><p><a href="/privatliv">Privatliv</a> · <a href="/medlemmer">Medlemslogin</a></p></div>`,
  bodyEnd: ['<script src="/static/app.81be0d.js" defer></script>'],
};
const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'da' });

const MADS = `mads@${HOST}`;
const MADS_CODES = charCodes(MADS);
const FREJA_REV = reversed(`freja@${HOST}`);

export function cykelbudKbh(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Cykelbud i København',
    main: `<div class="intro"><h1>Vi cykler det hele – hurtigt og uden udstødning</h1><p>Ejet af de 23 bude, der kører. Dokumenter, pakker op til 80 kg på ladcykel, samme dag i hele Storkøbenhavn.</p><p><a class="knap" href="/bestil">Bestil et bud</a></p></div>`,
  });
  pages['/bestil'] = page({ path: '/bestil', title: 'Bestil', main: `<h1>Bestil et bud</h1><p>Ring til dispatch på ${tel('33 12 40 40')} (hverdage 7–18) eller skriv til ${mailto(`bud@${HOST}`)} med afhentnings- og leveringsadresse.</p>` });
  pages['/kollektivet'] = page({
    path: '/kollektivet',
    title: 'Kollektivet',
    main:
      `<h1>Hvem er vi?</h1><p>Cykelbudene er et andelsselskab: alle bude er medlemmer og har én stemme på generalforsamlingen. Nogle af os har faste poster:</p><ul class="poster">` +
      `<li><b>Mads Kjær</b> – daglig koordinator (valgt for 2025) – <span id="m1"></span><script>document.getElementById('m1').innerHTML = '<a href="mailto:' + String.fromCharCode(${MADS_CODES}) + '">skriv til Mads</a>';</script></li>` +
      `<li><b>Freja Holm</b> – bestyrelsesformand – <a class="rv" data-m="${FREJA_REV}" href="#">e-mail</a></li>` +
      `<li><b>Ahmed Nasser</b> – dispatcher, morgenholdet – ${mailto(`ahmed@${HOST}`)}</li>` +
      `<li><b>Line Bech</b> – bogholder og medlemsadministration – ${mailto(`line@${HOST}`)}</li>` +
      `<li><b>Nanna Krogh</b> – arbejdsmiljørepræsentant – ${mailto(`nanna@${HOST}`)}</li>` +
      `</ul><script>document.querySelectorAll('a.rv').forEach(function (a) { a.href = 'mailto:' + a.getAttribute('data-m').split('').reverse().join(''); });</script>`,
  });
  pages['/erhverv'] = page({
    path: '/erhverv',
    title: 'Erhverv',
    main: `<h1>Fast aftale for virksomheder</h1><p>Advokatkontorer, laboratorier og restauranter bruger os hver dag. Med en erhvervsaftale får I månedsfaktura og fast pris pr. zone.</p><p class="kontakt">Erhvervsaftaler: Søren Dalgaard, salgsansvarlig, tlf. ${tel('31 22 45 90')}, ${mailto(`soren@${HOST}`)}</p>`,
  });
  pages['/kode'] = page({
    path: '/kode',
    title: 'Kode',
    main: `<h1>Vores dispatch-app er open source</h1><p>Ruteplanlæggeren er skrevet af vores eget medlem Jonas Riis, der er udvikler og stadig kører bud om fredagen; fejlrapporter modtager han gerne på ${mailto(`jonas@${HOST}`)}.</p><pre>git clone git@git.cykelbudene.test:kollektivet/dispatch.git\nnpm install leaflet@1.9.4</pre>`,
  });
  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: `<h1>Kontakt</h1><p>Mimersgade 47 (gården), 2200 København N</p><p>Bestillinger: ${mailto(`bud@${HOST}`)}<br>Vil du køre med os? ${mailto(`job@${HOST}`)}</p>`,
  });
  pages['/privatliv'] = page({ path: '/privatliv', title: 'Privatliv', main: `<h1>Privatlivspolitik</h1><p>Vi gemmer adresser fra bestillinger i 12 måneder af hensyn til bogføringen.</p>` });
  pages['/medlemmer'] = page({ path: '/medlemmer', title: 'Medlemmer', main: `<h1>Medlemsområde</h1><p>Vagtplan og generalforsamlingsreferater. Glemt kode? ${mailto(`vagtplan@${HOST}`)}</p>` });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /medlemmer\nDisallow: /api/\n`,
      sitemapXml: urlset(HOST, ['/', '/bestil', '/erhverv', '/kollektivet', '/kode', '/kontakt', '/privatliv'], '2025-05-19'),
      pages,
      headers: { Server: 'Caddy', 'X-Powered-By': 'Express' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-89',
      languages: ['da'],
      addresses: [
        { address: `bud@${HOST}`, name: null, title: null, pages: ['/bestil', '/kontakt'], cases: ['role', 'plain', ln] },
        { address: `job@${HOST}`, name: null, title: null, pages: ['/kontakt'], cases: ['role', 'plain', ln] },
        { address: MADS, name: 'Mads Kjær', title: 'daglig koordinator', pages: ['/kollektivet'], encoded: { kind: 'charcodes', text: MADS_CODES }, cases: ['name-title-line', 'script-charcode', ln] },
        { address: `freja@${HOST}`, name: 'Freja Holm', title: 'bestyrelsesformand', pages: ['/kollektivet'], encoded: { kind: 'reversed', text: FREJA_REV }, cases: ['name-title-line', 'script-reversed', ln] },
        { address: `ahmed@${HOST}`, name: 'Ahmed Nasser', title: 'dispatcher, morgenholdet', titleAlternatives: ['dispatcher'], pages: ['/kollektivet'], cases: ['name-title-line', 'plain', ln] },
        { address: `line@${HOST}`, name: 'Line Bech', title: 'bogholder og medlemsadministration', titleAlternatives: ['bogholder'], pages: ['/kollektivet'], cases: ['name-title-line', 'plain', ln] },
        { address: `nanna@${HOST}`, name: 'Nanna Krogh', title: 'arbejdsmiljørepræsentant', pages: ['/kollektivet'], cases: ['name-title-line', 'plain', ln] },
        { address: `soren@${HOST}`, name: 'Søren Dalgaard', title: 'salgsansvarlig', pages: ['/erhverv'], cases: ['label-line', 'plain', ln] },
        { address: `jonas@${HOST}`, name: 'Jonas Riis', title: 'udvikler', pages: ['/kode'], cases: ['prose', 'plain', ln] },
      ],
      pattern: '{first}',
      disallowed: ['/medlemmer'],
      nonAddresses: [
        { text: `vagtplan@${HOST}`, kind: 'disallowed' },
        { text: `git@git.${HOST}`, kind: 'git' },
        { text: 'leaflet@1.9.4', kind: 'package' },
      ],
    },
  };
}
