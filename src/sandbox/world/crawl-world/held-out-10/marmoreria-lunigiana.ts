/**
 * Marmoreria Bertolini: a marble workshop near Carrara, Italian only, a WordPress-like site with a
 * sitemap index whose careers sitemap is gzip-compressed. Initial-dot-surname addresses, stated on
 * the contact page. The workshop's people as microdata cards, the head polisher in prose two links
 * deep, the office in a table with a role column, the orders desk as a JSON-LD contactPoint, the
 * general address in character references, a haulier's address, a retina logo and a resellers'
 * area robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, gzipXmlPage, mailto, renderPage, sitemapIndex, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'marmoreria-lunigiana.test';
const ORIGIN = `http://${HOST}`;
const SCHEME = 'n.cognome@marmoreria-lunigiana.test';

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/chi-siamo', 'Chi siamo'],
  ['/laboratorio', 'Il laboratorio'],
  ['/contatti', 'Contatti'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Marmoreria Bertolini',
  head: ['<meta name="generator" content="WordPress 6.4.3">', '<link rel="stylesheet" href="/wp-content/themes/cava/style.css?ver=2.1">'],
  header: () =>
    `<header class="site-header"><a class="logo" href="/"><img src="/wp-content/uploads/marmoreria-logo.png" srcset="/wp-content/uploads/marmoreria-logo@2x.png 2x" alt="Marmoreria Bertolini"></a>\n` +
    `<nav class="main-nav"><ul>${MENU.map(([href, label]) => `<li><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer class="site-footer"><p>Marmoreria Bertolini s.r.l. · Via Carriona 118, 54033 Carrara (MS) · P.IVA 01234560451</p>` +
    `<p><a href="/privacy-policy">Privacy policy</a> · <a href="/area-clienti">Area clienti</a></p></footer>`,
  privacyPath: { it: '/privacy-policy' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const entry = (html: string) => `<article class="entry-content">${html}</article>`;

const CARDS: { name: string; role: string; address: string }[] = [
  { name: 'Marco Bertolini', role: 'titolare e scultore', address: 'm.bertolini@marmoreria-lunigiana.test' },
  { name: 'Lucia Fantoni', role: 'lucidatrice di marmi', address: 'l.fantoni@marmoreria-lunigiana.test' },
  { name: 'Andrea Rossetti', role: 'cavatore, responsabile della scelta dei blocchi', address: 'a.rossetti@marmoreria-lunigiana.test' },
  { name: 'Giada Pucci', role: 'addetta al taglio con filo diamantato', address: 'g.pucci@marmoreria-lunigiana.test' },
];

export function marmoreriaLunigiana(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Marmo di Carrara lavorato a mano',
    lang: 'it',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Marmoreria Bertolini s.r.l.',
        url: `${ORIGIN}/`,
        logo: `${ORIGIN}/wp-content/uploads/marmoreria-logo.png`,
        contactPoint: [{ '@type': 'ContactPoint', contactType: 'sales', email: 'ordini@marmoreria-lunigiana.test', telephone: '+39 0585 771234', availableLanguage: ['Italian', 'English'] }],
      },
    ],
    main: entry(
      `<h1>Marmo di Carrara lavorato a mano</h1><p>Piani, lavabi, gradini e sculture in bianco Carrara, statuario e bardiglio, dal blocco alla posa.</p>` +
        `<p>Per preventivi e ordini: ${mailto('ordini@marmoreria-lunigiana.test')}</p>`,
    ),
  });

  pages['/chi-siamo'] = page({
    path: '/chi-siamo',
    title: 'Chi siamo',
    lang: 'it',
    main: entry(
      `<h2>Chi siamo</h2><p>La bottega fu aperta nel 1954 da Renzo Bertolini, scalpellino di Colonnata. Oggi lavoriamo in nove, tra laboratorio e cava.</p>` +
        `<p>Emanuele Bertolini – scultore e restauratore – ${mailto('e.bertolini@marmoreria-lunigiana.test')}</p>`,
    ),
  });

  pages['/laboratorio'] = page({
    path: '/laboratorio',
    title: 'Il laboratorio',
    lang: 'it',
    main: entry(
      `<h2>Il laboratorio</h2><p>Taglio, sagomatura e finitura: leggi anche <a href="/laboratorio/lucidatura">come lucidiamo a mano</a>.</p>\n<div class="team">\n` +
        CARDS.map(
          (c) =>
            `<div class="team-member" itemscope itemtype="https://schema.org/Person"><img src="/wp-content/uploads/team/${c.address.slice(0, c.address.indexOf('@'))}.jpg" alt="">` +
            `<h3 itemprop="name">${esc(c.name)}</h3><p itemprop="jobTitle">${esc(c.role)}</p><p><a itemprop="email" href="mailto:${c.address}">${c.address}</a></p></div>`,
        ).join('\n') +
        `\n</div>`,
    ),
  });

  pages['/laboratorio/lucidatura'] = page({
    path: '/laboratorio/lucidatura',
    title: 'La lucidatura a mano',
    lang: 'it',
    main: entry(
      `<h2>La lucidatura a mano</h2><p>Dopo la levigatura con mole sempre più fini, la superficie viene lucidata con piombo e acido ossalico.</p>` +
        `<p>Il reparto è guidato da Davide Baldini, capo lucidatore da vent'anni, che risponde volentieri alle domande sulla manutenzione dei piani all'indirizzo ${mailto('d.baldini@marmoreria-lunigiana.test')}.</p>`,
    ),
  });

  pages['/contatti'] = page({
    path: '/contatti',
    title: 'Contatti',
    lang: 'it',
    main: entry(
      `<h2>Contatti</h2><p>Via Carriona 118, 54033 Carrara (MS)<br>Tel. 0585 771234<br>E-mail: <a href="${entities(`mailto:info@${HOST}`)}">${entities(`info@${HOST}`)}</a></p>\n` +
        `<table class="uffici"><thead><tr><th>Ufficio</th><th>Referente</th><th>E-mail</th></tr></thead><tbody>\n` +
        `<tr><td>amministrazione e fatturazione</td><td>Sara Vannucci</td><td>${mailto('s.vannucci@marmoreria-lunigiana.test')}</td></tr>\n` +
        `<tr><td>disegnatore tecnico</td><td>Ing. Paolo Giromini</td><td>${mailto('p.giromini@marmoreria-lunigiana.test')}</td></tr>\n` +
        `<tr><td>ordini e preventivi</td><td>—</td><td>${mailto('ordini@marmoreria-lunigiana.test')}</td></tr>\n` +
        `</tbody></table>\n` +
        `<p>Ogni collaboratore risponde all'indirizzo ${SCHEME} (iniziale del nome, punto, cognome).</p>` +
        `<p>Le consegne sono affidate ad Autotrasporti Apuani: ${mailto('logistica@autotrasporti-apuani.test')}</p>`,
    ),
  });

  pages['/privacy-policy'] = page({
    path: '/privacy-policy',
    title: 'Privacy policy',
    lang: 'it',
    main: entry(`<h2>Informativa privacy</h2><p>Titolare del trattamento è Marmoreria Bertolini s.r.l. Per esercitare i tuoi diritti scrivi a <a href="${entities(`mailto:info@${HOST}`)}">${entities(`info@${HOST}`)}</a>.</p>`),
  });

  pages['/lavora-con-noi'] = page({
    path: '/lavora-con-noi',
    title: 'Lavora con noi',
    lang: 'it',
    main: entry(
      `<h2>Lavora con noi</h2><p>Cerchiamo un apprendista scalpellino e un operatore CNC. Candidature a ${mailto('lavoro@marmoreria-lunigiana.test')}.</p>` +
        `<p>Rita Lazzerini, responsabile del personale, ${mailto('r.lazzerini@marmoreria-lunigiana.test')}</p>`,
    ),
  });

  pages['/area-clienti'] = page({
    path: '/area-clienti',
    title: 'Area clienti',
    lang: 'it',
    main: entry(`<h2>Area clienti</h2><p>Listini riservati a rivenditori e posatori. Accesso: ${mailto('rivenditori@marmoreria-lunigiana.test')}</p>`),
  });

  pages['/page-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/chi-siamo', '/laboratorio', '/contatti', '/privacy-policy'], '2025-04-02'));
  pages['/lavoro-sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, ['/lavora-con-noi'], '2025-04-02'));

  const card = (i: number) => CARDS[i]!;
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /area-clienti\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/page-sitemap.xml', '/lavoro-sitemap.xml.gz'], '2025-04-02'),
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.2.12' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-10',
      languages: ['it'],
      addresses: [
        ...[0, 1, 2, 3].map((i) => ({
          address: card(i).address,
          name: card(i).name,
          title: card(i).role,
          ...(i === 0 ? { titleAlternatives: ['titolare', 'scultore'] } : i === 2 ? { titleAlternatives: ['cavatore'] } : {}),
          pages: ['/laboratorio'],
          cases: ['microdata', 'card', 'plain', 'link-non-english'] as CaseKind[],
        })),
        {
          address: 'e.bertolini@marmoreria-lunigiana.test',
          name: 'Emanuele Bertolini',
          title: 'scultore e restauratore',
          pages: ['/chi-siamo'],
          cases: ['name-title-line', 'plain', 'link-non-english'],
        },
        {
          address: 'd.baldini@marmoreria-lunigiana.test',
          name: 'Davide Baldini',
          title: 'capo lucidatore',
          pages: ['/laboratorio/lucidatura'],
          cases: ['prose', 'deep-page', 'plain', 'link-non-english'],
        },
        { address: 's.vannucci@marmoreria-lunigiana.test', name: 'Sara Vannucci', title: 'amministrazione e fatturazione', pages: ['/contatti'], cases: ['table', 'plain', 'link-non-english'] },
        { address: 'p.giromini@marmoreria-lunigiana.test', name: 'Paolo Giromini', title: 'disegnatore tecnico', pages: ['/contatti'], cases: ['table', 'honorific', 'plain', 'link-non-english'] },
        { address: 'ordini@marmoreria-lunigiana.test', name: null, title: null, pages: ['/', '/contatti'], cases: ['json-ld-contact-point', 'role', 'plain'] },
        { address: 'info@marmoreria-lunigiana.test', name: null, title: null, pages: ['/contatti', '/privacy-policy'], cases: ['entities', 'role', 'link-non-english'] },
        { address: 'lavoro@marmoreria-lunigiana.test', name: null, title: null, pages: ['/lavora-con-noi'], cases: ['role', 'sitemap-index', 'sitemap-gzip', 'plain'] },
        {
          address: 'r.lazzerini@marmoreria-lunigiana.test',
          name: 'Rita Lazzerini',
          title: 'responsabile del personale',
          pages: ['/lavora-con-noi'],
          cases: ['name-title-line', 'sitemap-index', 'sitemap-gzip', 'plain'],
        },
      ],
      pattern: '{f}.{last}',
      statedPattern: { page: '/contatti', text: SCHEME },
      disallowed: ['/area-clienti'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        { text: 'rivenditori@marmoreria-lunigiana.test', kind: 'disallowed' },
        { text: 'marmoreria-logo@2x.png', kind: 'retina' },
        { text: 'logistica@autotrasporti-apuani.test', kind: 'other-company' },
      ],
    },
  };
}
