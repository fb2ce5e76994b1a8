/**
 * Colla Castellera Marrecs del Turó: a human-tower club in a Vallès town, on a Hugo static site
 * kept in Git by volunteers, in Catalan with one English page for visiting groups. The board as
 * Hugo partial cards (a double surname joined with "i", the vice-president's address pieced
 * together by an inline script), the technical team as a definition list (the cap de colla's
 * address from String.fromCharCode, the cap de pinyes shown with his nickname), the club's
 * mailbox as "mailto:" in the home's JSON-LD, the international liaison in English prose, and the
 * press contact as "Title: Name" on a page listed only in the Catalan child of the sitemap index.
 * Addresses are first names. Traps: the site's git remote and the members' intranet (disallowed).
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, sitemapIndex, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'marrecsdelturo.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  ca: [
    ['/', 'Inici'],
    ['/la-colla/', 'La colla'],
    ['/junta/', 'Junta'],
    ['/tecnica/', 'Tècnica'],
    ['/assajos/', 'Assajos'],
    ['/contacte/', 'Contacte'],
  ],
  en: [
    ['/en/', 'Visiting groups'],
    ['/', 'Català'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Marrecs del Turó',
  head: [
    '<meta name="generator" content="Hugo 0.128.2">',
    `<link rel="stylesheet" href="${ORIGIN}/css/main.min.3c9f1e2a7b.css" integrity="sha256-PLm0xRk1j0p2bW7sJm1QnYwQvZ1o3gF7c9b2kQ7aE3M=">`,
    `<link rel="icon" href="${ORIGIN}/img/favicon.png">`,
    '<script defer data-domain="marrecsdelturo.test" src="https://plausible.io/js/script.js"></script>',
  ],
  header: (spec) => {
    const lang = spec.lang.startsWith('en') ? 'en' : 'ca';
    return (
      `<header class="site-header"><div class="wrap"><a class="brand" href="${lang === 'en' ? '/en/' : '/'}"><img src="/img/marrecs-escut.svg" alt="" width="48" height="48"><span>Marrecs del Turó</span></a>` +
      `<nav class="site-nav" aria-label="Menú principal"><ul>${MENU[lang]!.map(([h, l]) => `<li><a href="${h}"${h === `${spec.path}/` || h === spec.path ? ' aria-current="page"' : ''}>${esc(l)}</a></li>`).join('')}</ul></nav></div></header>`
    );
  },
  footer: () =>
    `<footer class="site-footer"><div class="wrap"><p>Colla Castellera Marrecs del Turó · Local d'assaig: Nau de Cal Bosch, c. de la Indústria 14, 08183 Castellterçol · Inscrita al Registre d'Entitats Esportives de la Generalitat amb el núm. 24.118</p>` +
    `<p>Membres de la Coordinadora de Colles Castelleres de Catalunya · <a href="/avis-legal/">Avís legal</a> · <a href="/intranet/">Intranet</a></p>` +
    `<p class="colophon">Fet amb Hugo per la comissió de comunicació. Codi: git@gitlab.com:marrecsdelturo/web.git</p></div></footer>`,
  bodyEnd: [`<script src="${ORIGIN}/js/bundle.min.8d1f2b.js" defer></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'ca' });
const wrap = (html: string): string => `<div class="wrap content">${html}</div>`;

const ARNAU_SCRIPT = `var u='arnau', d='marrecsdelturo'+'.'+'test'; document.getElementById('mail-arnau').innerHTML='<a href="mailto:'+u+'@'+d+'">'+u+'@'+d+'</a>';`;
const ORIOL = `oriol@${HOST}`;
const ORIOL_CODES = charCodes(ORIOL);

const card = (name: string, role: string, photo: string, contact: string): string =>
  `<article class="persona-card"><img src="/img/junta/${photo}.webp" alt="${esc(name)}" width="240" height="240" loading="lazy"><div class="persona-card__body"><h3>${esc(name)}</h3><p class="carrec">${esc(role)}</p><p class="correu">${contact}</p></div></article>`;

export function marrecsDelTuro(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const ALT = { ca: '/', en: '/en/' };

  pages['/'] = page({
    path: '/',
    title: 'Colla castellera',
    alternates: ALT,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'SportsTeam',
        name: 'Colla Castellera Marrecs del Turó',
        sport: 'Castells',
        foundingDate: '2009',
        url: `${ORIGIN}/`,
        email: `mailto:junta@${HOST}`,
        location: { '@type': 'Place', name: 'Nau de Cal Bosch', address: { '@type': 'PostalAddress', streetAddress: 'c. de la Indústria 14', postalCode: '08183', addressLocality: 'Castellterçol', addressCountry: 'ES' } },
      },
    ],
    main: wrap(
      `<h1>Fem castells des del 2009</h1><p>Som una colla de gent de totes les edats que assaja dimarts i divendres. Vine a provar-ho: no cal experiència, només ganes i una faixa (te la deixem).</p>` +
        `<p>Millors castells: 3 de 8, 4 de 8 i 2 de 7 (Festa Major 2024).</p><ul><li><a href="/la-colla/">La colla</a></li><li><a href="/junta/">Qui som a la junta</a></li><li><a href="/tecnica/">L'equip tècnic</a></li></ul>`,
    ),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Visiting groups',
    lang: 'en',
    alternates: ALT,
    main: wrap(
      `<h1>Coming to see us?</h1><p>School groups, exchange students and visiting towers are welcome at Friday rehearsals. You can watch, and if you want to, join the pinya at the base of a tower.</p>` +
        `<p>Jana Vilaró, our international liaison, speaks English, French and German and will organise your visit: ${mailto(`jana@${HOST}`)}.</p>`,
    ),
  });

  pages['/la-colla'] = page({
    path: '/la-colla',
    title: 'La colla',
    main: wrap(`<h1>La colla</h1><p>Els Marrecs vam néixer el 2009 amb vint persones i un pilar de quatre. Avui som més de cent cinquanta, amb una canalla de quaranta nens i nenes.</p><p>Portem camisa verd oliva i faixa negra.</p>`),
  });

  pages['/junta'] = page({
    path: '/junta',
    title: 'Junta directiva',
    main: wrap(
      `<h1>Junta directiva</h1><p>Elegida a l'assemblea del 26 de gener de 2024 per a dues temporades.</p><div class="persona-grid">` +
        card('Montse Garriga i Pujadas', 'Presidenta', 'montse', mailto(`montse@${HOST}`)) +
        card('Arnau Bosch Tarrés', 'Vicepresident i responsable de socis', 'arnau', `<span id="mail-arnau">(cal JavaScript)</span><script>${ARNAU_SCRIPT}</script>`) +
        card('Mireia Solé Vendrell', 'Secretària', 'mireia', mailto(`mireia@${HOST}`)) +
        card('Quim Rovira Estany', 'Tresorer i responsable de marxandatge', 'quim', mailto(`quim@${HOST}`)) +
        `</div>`,
    ),
  });

  pages['/tecnica'] = page({
    path: '/tecnica',
    title: 'Equip tècnic',
    main: wrap(
      `<h1>Equip tècnic</h1><p>La tècnica decideix quins castells s'assagen i es fan a plaça.</p><dl class="tecnica">` +
        `<dt>Cap de colla</dt><dd>Oriol Bertran Puigdollers · <span id="mail-oriol"></span><script>document.getElementById('mail-oriol').innerHTML=(function(){var e=String.fromCharCode(${ORIOL_CODES});return '<a href="mailto:'+e+'">'+e+'</a>';})();</script></dd>` +
        `<dt>Sotscap de colla i responsable de troncs</dt><dd>Laia Casademunt Roig · ${mailto(`laia@${HOST}`)}</dd>` +
        `<dt>Cap de pinyes</dt><dd>Jordi Serrallonga «Pitu» · ${mailto(`jordi@${HOST}`)}</dd>` +
        `<dt>Responsable de canalla i de seguretat dels infants</dt><dd>Núria Camps Albà · ${mailto(`nuria@${HOST}`)}</dd>` +
        `</dl>`,
    ),
  });

  pages['/assajos'] = page({ path: '/assajos', title: 'Assajos', main: wrap(`<h1>Assajos</h1><p>Dimarts i divendres de 20 h a 22.30 h a la Nau de Cal Bosch. La canalla, divendres a partir de les 19 h.</p>`) });

  pages['/contacte'] = page({
    path: '/contacte',
    title: 'Contacte',
    main: wrap(`<h1>Contacte</h1><p>Per a actuacions, festes majors i casaments: ${mailto(`junta@${HOST}`)}</p><p>Instagram i TikTok: @marrecsdelturo</p>`),
  });

  pages['/premsa'] = page({
    path: '/premsa',
    title: 'Premsa',
    main: wrap(`<h1>Sala de premsa</h1><p>Fotografies en alta resolució i calendari de diades de la temporada 2025.</p><p>Responsable de comunicació i xarxes: Queralt Ribas Fontanet, ${mailto(`queralt@${HOST}`)}</p>`),
  });

  pages['/avis-legal'] = page({ path: '/avis-legal', title: 'Avís legal', main: wrap(`<h1>Avís legal</h1><p>Titular: Associació Colla Castellera Marrecs del Turó, NIF G66120488.</p>`) });
  pages['/intranet'] = page({ path: '/intranet', title: 'Intranet', main: wrap(`<h1>Intranet</h1><p>Llistes de pinya i convocatòries. Si no pots entrar, escriu a ${mailto(`intranet@${HOST}`)}</p>`) });

  pages['/ca/sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/la-colla/', '/junta/', '/tecnica/', '/assajos/', '/contacte/', '/premsa/', '/avis-legal/'], '2025-03-01'));
  pages['/en/sitemap.xml'] = xmlPage(urlset(HOST, ['/en/'], '2025-03-01'));

  const a = (local: string, name: string, title: string, pagesOf: string[], cases: CaseKind[]) => ({ address: `${local}@${HOST}`, name, title, pages: pagesOf, cases });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /intranet\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/ca/sitemap.xml', '/en/sitemap.xml'], '2025-03-01'),
      pages,
      headers: { Server: 'Netlify', 'X-Nf-Request-Id': '01JNF4T9R2X8Q7Y6W5V4U3S2A1' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-106',
      languages: ['ca', 'en'],
      addresses: [
        { address: `junta@${HOST}`, name: null, title: null, pages: ['/', '/contacte'], cases: ['role', 'json-ld-mailto', 'plain'] },
        a('montse', 'Montse Garriga i Pujadas', 'Presidenta', ['/junta'], ['card', 'plain', 'link-non-english']),
        { ...a('arnau', 'Arnau Bosch Tarrés', 'Vicepresident i responsable de socis', ['/junta'], ['card', 'script-concat', 'link-non-english']), encoded: { kind: 'script' as const, text: ARNAU_SCRIPT } },
        a('mireia', 'Mireia Solé Vendrell', 'Secretària', ['/junta'], ['card', 'plain', 'link-non-english']),
        a('quim', 'Quim Rovira Estany', 'Tresorer i responsable de marxandatge', ['/junta'], ['card', 'plain', 'link-non-english']),
        { ...a('oriol', 'Oriol Bertran Puigdollers', 'Cap de colla', ['/tecnica'], ['definition-list', 'script-charcode', 'link-non-english']), encoded: { kind: 'charcodes' as const, text: ORIOL_CODES } },
        a('laia', 'Laia Casademunt Roig', 'Sotscap de colla i responsable de troncs', ['/tecnica'], ['definition-list', 'plain', 'link-non-english']),
        a('jordi', 'Jordi Serrallonga', 'Cap de pinyes', ['/tecnica'], ['definition-list', 'plain', 'link-non-english']),
        a('nuria', 'Núria Camps Albà', 'Responsable de canalla i de seguretat dels infants', ['/tecnica'], ['definition-list', 'plain', 'link-non-english']),
        a('jana', 'Jana Vilaró', 'international liaison', ['/en'], ['prose', 'plain']),
        a('queralt', 'Queralt Ribas Fontanet', 'Responsable de comunicació i xarxes', ['/premsa'], ['title-name-line', 'sitemap-index', 'plain']),
      ],
      pattern: '{first}',
      disallowed: ['/intranet'],
      nonAddresses: [
        { text: `intranet@${HOST}`, kind: 'disallowed' },
        { text: 'git@gitlab.com:marrecsdelturo/web.git', kind: 'git' },
      ],
    },
  };
}
