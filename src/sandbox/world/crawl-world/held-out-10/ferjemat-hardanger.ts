/**
 * Hardanger Ferjemat: a firm running the galleys of the Hardangerfjord ferries, Norwegian only.
 * First-name addresses. The crew in a table with a role column (the galley chief also a JSON-LD
 * employee written "mailto:"), a kitchen head in prose, the managing director on a "Tittel: Navn"
 * line, the booking address in String.fromCharCode, a vacancies page listed only in the sitemap
 * robots.txt names at a path of its own, a developers' page with a clone URL, a package version
 * and its maintainer on a "Name, title" line, a wholesaler's address and a duty roster robots.txt
 * disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'ferjemat-hardanger.test';
const ORIGIN = `http://${HOST}`;
const BESTILLING_CODES = charCodes('bestilling@ferjemat-hardanger.test');

const MENU: [string, string][] = [
  ['/', 'Forside'],
  ['/om-oss', 'Om oss'],
  ['/folka-vare', 'Folka våre'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Hardanger Ferjemat',
  head: ['<link rel="stylesheet" href="/design/hf.css">'],
  header: () =>
    `<div class="topp"><a href="/"><img src="/design/hf-logo.svg" alt="Hardanger Ferjemat"></a><ul class="meny">${MENU.map(([href, label]) => `<li><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></div>`,
  footer: () =>
    `<div class="bunn"><p>Hardanger Ferjemat AS · Kaivegen 3, 5778 Utne · Org.nr. 998 877 665</p>` +
    `<p><a href="/utviklere">For utviklere</a> · <a href="/vaktliste">Vaktliste (tilsette)</a></p></div>`,
  privacyPath: { no: '/kontakt' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const innhald = (html: string) => `<div class="innhald">${html}</div>`;

const CREW: [string, string, string][] = [
  ['Kari Haugland', 'byssesjef', 'kari@ferjemat-hardanger.test'],
  ['Eirik Vangsnes', 'kokk og menyplanleggar', 'eirik@ferjemat-hardanger.test'],
  ['Sigrid Tveit', 'dekksmannskap, servering om bord', 'sigrid@ferjemat-hardanger.test'],
  ['Tor Lid', 'innkjøp og lager', 'tor@ferjemat-hardanger.test'],
];

export function ferjematHardanger(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Mat om bord på Hardangerfjorden',
    lang: 'no',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'FoodEstablishment',
        name: 'Hardanger Ferjemat AS',
        url: `${ORIGIN}/`,
        address: { '@type': 'PostalAddress', streetAddress: 'Kaivegen 3', postalCode: '5778', addressLocality: 'Utne', addressCountry: 'NO' },
        employee: [{ '@type': 'Person', name: 'Kari Haugland', jobTitle: 'byssesjef', email: 'mailto:kari@ferjemat-hardanger.test' }],
      },
    ],
    main: innhald(`<h1>Mat om bord på Hardangerfjorden</h1><p>Vi driv kafeteriaene på fire ferjer mellom Utne, Kinsarvik og Kvanndal: fiskesuppe, rakfisk i sesong og nysteikte vafler.</p>`),
  });

  pages['/om-oss'] = page({
    path: '/om-oss',
    title: 'Om oss',
    lang: 'no',
    main: innhald(
      `<h2>Om oss</h2><p>Selskapet vart starta i 1998 av to kokkar frå Ulvik. I dag er vi 23 tilsette på land og sjø.</p>` +
        `<p>Landkjøkkenet på Utne, der all bakst og suppe blir laga, blir leia av kjøkkensjef Ingrid Bakke; spørsmål om allergenar kan du sende henne på ${mailto('ingrid@ferjemat-hardanger.test')}.</p>`,
    ),
  });

  pages['/folka-vare'] = page({
    path: '/folka-vare',
    title: 'Folka våre',
    lang: 'no',
    main: innhald(
      `<h2>Folka våre</h2><table class="tilsette"><tr><th>Namn</th><th>Stilling</th><th>E-post</th><th>Telefon</th></tr>\n` +
        CREW.map(([name, role, address], i) => `<tr><td>${esc(name)}</td><td>${esc(role)}</td><td>${mailto(address)}</td><td>+47 53 66 ${40 + i} ${10 + i}</td></tr>`).join('\n') +
        `\n</table>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    lang: 'no',
    main: innhald(
      `<h2>Kontakt oss</h2><p>Kaivegen 3, 5778 Utne · Telefon 53 66 40 00</p><p>Generelle spørsmål: ${mailto('post@ferjemat-hardanger.test')}</p>` +
        `<p>Rekneskap: Hilde Strand, rekneskapsførar, Kaivegen 3, 5778 Utne, 53 66 40 09, ${mailto('hilde@ferjemat-hardanger.test')}</p>` +
        `<p>Dagleg leiar: Nils Aksnes, ${mailto('nils@ferjemat-hardanger.test')}</p>` +
        `<p>Bestilling av catering til møte og turbussar: <script>var b = String.fromCharCode(${BESTILLING_CODES}); document.write('<a href="mailto:' + b + '">' + b + '</a>');</script></p>` +
        `<p>Råvarene kjem frå Cateringgrossisten Vest (${mailto('ordre@cateringgrossist-vest.test')}).</p>`,
    ),
  });

  pages['/utviklere'] = page({
    path: '/utviklere',
    title: 'For utviklere',
    lang: 'no',
    main: innhald(
      `<h2>Open meny-API</h2><p>Menyen for kvar ferje er open som JSON. Klientbiblioteket ligg på GitHub:</p>` +
        `<pre><code>git clone git@github.com:ferjemat/meny-klient.git\nnpm install ferjemat-meny@1.4.0</code></pre>` +
        `<p>Jonas Rise, systemutviklar, ${mailto('jonas@ferjemat-hardanger.test')}</p>`,
    ),
  });

  pages['/ledige-stillinger'] = page({
    path: '/ledige-stillinger',
    title: 'Ledige stillingar',
    lang: 'no',
    main: innhald(
      `<h2>Ledige stillingar</h2><p>Vi søkjer sommarvikarar til byssa og ein dekksmann i fast stilling.</p>` +
        `<p>Søknad med CV til Marte Øye, personalansvarleg, ${mailto('marte@ferjemat-hardanger.test')}.</p>`,
    ),
  });

  pages['/vaktliste'] = page({
    path: '/vaktliste',
    title: 'Vaktliste',
    lang: 'no',
    main: innhald(`<h2>Vaktliste</h2><p>Bytte av vakter meldast til ${mailto('vakt@ferjemat-hardanger.test')}</p>`),
  });

  pages['/kart/sider.xml'] = xmlPage(urlset(HOST, ['/', '/om-oss', '/folka-vare', '/kontakt', '/utviklere', '/ledige-stillinger'], '2025-05-06'));

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /vaktliste\n\nSitemap: ${ORIGIN}/kart/sider.xml\n`,
      pages,
      headers: { Server: 'Caddy' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-10',
      languages: ['no'],
      addresses: [
        {
          address: 'kari@ferjemat-hardanger.test',
          name: 'Kari Haugland',
          title: 'byssesjef',
          pages: ['/', '/folka-vare'],
          cases: ['table', 'json-ld-person', 'json-ld-mailto', 'plain', 'link-non-english'],
        },
        {
          address: 'eirik@ferjemat-hardanger.test',
          name: 'Eirik Vangsnes',
          title: 'kokk og menyplanleggar',
          titleAlternatives: ['kokk'],
          pages: ['/folka-vare'],
          cases: ['table', 'plain', 'link-non-english'],
        },
        {
          address: 'sigrid@ferjemat-hardanger.test',
          name: 'Sigrid Tveit',
          title: 'dekksmannskap, servering om bord',
          titleAlternatives: ['dekksmannskap'],
          pages: ['/folka-vare'],
          cases: ['table', 'plain', 'link-non-english'],
        },
        { address: 'tor@ferjemat-hardanger.test', name: 'Tor Lid', title: 'innkjøp og lager', pages: ['/folka-vare'], cases: ['table', 'plain', 'link-non-english'] },
        { address: 'ingrid@ferjemat-hardanger.test', name: 'Ingrid Bakke', title: 'kjøkkensjef', pages: ['/om-oss'], cases: ['prose', 'plain', 'link-non-english'] },
        { address: 'post@ferjemat-hardanger.test', name: null, title: null, pages: ['/kontakt'], cases: ['role', 'plain', 'link-non-english'] },
        { address: 'nils@ferjemat-hardanger.test', name: 'Nils Aksnes', title: 'Dagleg leiar', pages: ['/kontakt'], cases: ['title-name-line', 'plain', 'link-non-english'] },
        { address: 'hilde@ferjemat-hardanger.test', name: 'Hilde Strand', title: 'rekneskapsførar', pages: ['/kontakt'], cases: ['label-line', 'plain', 'link-non-english'] },
        {
          address: 'bestilling@ferjemat-hardanger.test',
          name: null,
          title: null,
          pages: ['/kontakt'],
          encoded: { kind: 'charcodes', text: BESTILLING_CODES },
          cases: ['script-charcode', 'role', 'link-non-english'],
        },
        { address: 'jonas@ferjemat-hardanger.test', name: 'Jonas Rise', title: 'systemutviklar', pages: ['/utviklere'], cases: ['name-title-line', 'plain', 'link-non-english'] },
        { address: 'marte@ferjemat-hardanger.test', name: 'Marte Øye', title: 'personalansvarleg', pages: ['/ledige-stillinger'], cases: ['name-title-line', 'sitemap-robots', 'plain'] },
      ],
      pattern: '{first}',
      disallowed: ['/vaktliste'],
      nonAddresses: [
        { text: 'vakt@ferjemat-hardanger.test', kind: 'disallowed' },
        { text: 'git@github.com', kind: 'git' },
        { text: 'ferjemat-meny@1.4.0', kind: 'package' },
        { text: 'ordre@cateringgrossist-vest.test', kind: 'other-company' },
      ],
    },
  };
}
