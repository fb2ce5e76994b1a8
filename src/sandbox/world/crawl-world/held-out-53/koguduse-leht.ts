/**
 * EELK Valgemetsa Püha Martini kogudus: a Lutheran parish in Estonia on a WordPress theme, in
 * Estonian. The clergy with "õp." and "mag. theol.", the workers in a table marked up with RDFa,
 * the organist's address turned around by a script, the parish and its staff in nested JSON-LD
 * (the treasurer only there), and the council's members in running text.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'valgemetsa-kogudus.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [['/kogudus/', 'Kogudus'], ['/vaimulikud-ja-tootajad/', 'Vaimulikud ja töötajad'], ['/talitused/', 'Talitused'], ['/kontakt/', 'Kontakt']];

const theme: Theme = {
  host: HOST,
  siteName: 'EELK Valgemetsa Püha Martini kogudus',
  head: ['<meta name="generator" content="WordPress 6.4.5">', `<link rel="stylesheet" href="${ORIGIN}/wp-content/themes/twentytwentyone/style.css?ver=2.1">`],
  header: () =>
    `<header id="masthead" class="site-header"><div class="site-branding"><p class="site-title"><a href="/">Valgemetsa Püha Martini kogudus</a></p><p class="site-description">Eesti Evangeelne Luterlik Kirik</p></div><nav id="site-navigation" class="primary-navigation"><ul id="primary-menu-list" class="menu-wrapper">${MENU.map(([h, l]) => `<li class="menu-item"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer id="colophon" class="site-footer"><div class="site-info"><p>Valgemetsa Püha Martini kogudus · Kiriku 2, 61301 Valgemetsa · ${tel('+372 765 1140')} · ${mailto(`kantselei@${HOST}`)}</p><p>A/a EE421010220041126011 · <a href="/wp-admin/">Sisselogimine</a></p></div></footer>`,
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'et' });
const entry = (html: string): string => `<article class="page type-page"><div class="entry-content">${html}</div></article>`;

const ORGANIST_REV = reversed(`piret.kuusk@${HOST}`);

type W = [string, string, string];
const WORKERS: W[] = [
  ['Maarja Ilves', 'kantseleitöötaja', 'maarja.ilves'],
  ['Toomas Rand', 'majandusjuhataja', 'toomas.rand'],
  ['Kertu Laur', 'lastetöö juht ja leerikooli õpetaja', 'kertu.laur'],
  ['Rein Kallas', 'kalmistuvaht', 'rein.kallas'],
];

export function kogudusValgemetsa(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({ path: '/', title: 'Avaleht', main: entry(`<h1>Tere tulemast!</h1><p>Jumalateenistused pühapäeviti kell 11.00 Püha Martini kirikus. Talvel peetakse teenistused kogudusemajas.</p>`) });
  pages['/kogudus'] = page({
    path: '/kogudus',
    title: 'Kogudus',
    main: entry(`<h1>Kogudus</h1><p>Kogudusel on umbes 600 annetajaliiget. Koguduse nõukogu esimees on Aivar Pärn, kellele saab nõukogu asjus kirjutada aadressil ${mailto(`aivar.parn@${HOST}`)}. Juhatuse esimees on koguduse õpetaja.</p>`),
  });
  pages['/vaimulikud-ja-tootajad'] = page({
    path: '/vaimulikud-ja-tootajad',
    title: 'Vaimulikud ja töötajad',
    main: entry(
      `<h1>Vaimulikud</h1><p><strong>õp. mag. theol. Jaan Valdma</strong><br>koguduse õpetaja<br>${tel('+372 5344 2107')}<br>${mailto(`jaan.valdma@${HOST}`)}</p>` +
        `<p><strong>diakon Riina Sepp</strong><br>hingehoidja, haiglakaplan<br>${mailto(`riina.sepp@${HOST}`)}</p>` +
        `<h2>Töötajad</h2><table vocab="https://schema.org/"><tbody>` +
        WORKERS.map(([n, t, l]) => `<tr typeof="Person"><td property="name">${esc(n)}</td><td property="jobTitle">${esc(t)}</td><td><a property="email" href="mailto:${l}@${HOST}">${l}@${HOST}</a></td></tr>`).join('') +
        `</tbody></table>` +
        `<p>Organist ja koorijuht Piret Kuusk: <span class="rev" data-e="${ORGANIST_REV}"></span></p><script>document.querySelectorAll('.rev').forEach(function (s) { var e = s.getAttribute('data-e').split('').reverse().join(''); s.innerHTML = '<a href="mailto:' + e + '">' + e + '</a>'; });</script>`,
    ),
  });
  pages['/talitused'] = page({ path: '/talitused', title: 'Talitused', main: entry(`<h1>Ristimine, leer, laulatus, matus</h1><p>Talituste kokkuleppimiseks helistage kantseleisse E–N kell 10–14.</p>`) });
  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Church',
        name: 'EELK Valgemetsa Püha Martini kogudus',
        email: `kantselei@${HOST}`,
        address: { '@type': 'PostalAddress', streetAddress: 'Kiriku 2', postalCode: '61301', addressLocality: 'Valgemetsa', addressCountry: 'EE' },
        employee: [
          { '@type': 'Person', name: 'Jaan Valdma', jobTitle: 'koguduse õpetaja', email: `jaan.valdma@${HOST}` },
          { '@type': 'Person', name: 'Ülle Tamme', jobTitle: 'laekur', email: `ulle.tamme@${HOST}` },
        ],
      },
    ],
    main: entry(`<h1>Kontakt</h1><p>Kantselei on avatud E–N 10.00–14.00. Kirjutage ${mailto(`kantselei@${HOST}`)} või helistage ${tel('+372 765 1140')}.</p><p>Annetused: EE421010220041126011 (SEB).</p>`),
  });
  pages['/wp-admin'] = page({ path: '/wp-admin', title: 'Sisselogimine', main: entry(`<p>Abi: ${mailto(`veeb@${HOST}`)}</p>`) });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/kogudus/', '/vaimulikud-ja-tootajad/', '/talitused/', '/kontakt/']),
      pages,
    },
    truth: {
      domain: HOST,
      set: 'held-out-53',
      languages: ['et'],
      addresses: [
        { address: `kantselei@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        { address: `aivar.parn@${HOST}`, name: 'Aivar Pärn', title: 'Koguduse nõukogu esimees', pages: ['/kogudus'], cases: ['prose', 'plain', ln] },
        { address: `jaan.valdma@${HOST}`, name: 'Jaan Valdma', title: 'koguduse õpetaja', pages: ['/vaimulikud-ja-tootajad', '/kontakt'], cases: ['honorific', 'card', 'plain', 'json-ld-nested', ln] },
        { address: `riina.sepp@${HOST}`, name: 'Riina Sepp', title: 'hingehoidja, haiglakaplan', titleAlternatives: ['diakon'], pages: ['/vaimulikud-ja-tootajad'], cases: ['card', 'plain', ln] },
        ...WORKERS.map(([n, t, l]) => ({ address: `${l}@${HOST}`, name: n, title: t, pages: ['/vaimulikud-ja-tootajad'], cases: ['table', 'rdfa', 'plain', ln] as CaseKind[] })),
        { address: `piret.kuusk@${HOST}`, name: 'Piret Kuusk', title: 'Organist ja koorijuht', pages: ['/vaimulikud-ja-tootajad'], encoded: { kind: 'reversed', text: ORGANIST_REV }, cases: ['title-name-line', 'script-reversed', ln] },
        { address: `ulle.tamme@${HOST}`, name: 'Ülle Tamme', title: 'laekur', pages: ['/kontakt'], cases: ['json-ld-only', 'json-ld-nested', 'json-ld-person', ln] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/wp-admin'],
      nonAddresses: [{ text: `veeb@${HOST}`, kind: 'disallowed' }],
    },
  };
}
