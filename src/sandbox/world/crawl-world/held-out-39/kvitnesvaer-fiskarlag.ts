/**
 * Kvitnesvær Fiskarlag SA: a fishermen's cooperative with a landing station on an island in
 * Nordland, on a WordPress site in Norwegian Bokmål with one English page for buyers. The
 * administration as cards ("Om oss"), the board as a table one link deeper (the chairman's
 * address reversed by a script), the landing station's manager only as a department employee
 * in the home page's JSON-LD, the sales desk as a contactPoint, a landing-notice address printed
 * next to the station manager's name (his, the page does not say), a quality news item reached
 * only through the sitemap robots.txt names, and the export coordinator on the English page.
 * The settlement system supplier's address, and the members' portal disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'kvitnesvaer-fiskarlag.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  no: [
    ['/', 'Forside'],
    ['/om-oss', 'Om oss'],
    ['/fiskemottak', 'Fiskemottak'],
    ['/priser-og-oppgjor', 'Priser og oppgjør'],
    ['/kontakt-oss', 'Kontakt oss'],
    ['/en', 'English'],
  ],
  en: [
    ['/en', 'Buyers'],
    ['/', 'Norsk'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Kvitnesvær Fiskarlag SA',
  head: [
    '<meta name="generator" content="WordPress 6.6.2">',
    `<link rel="stylesheet" id="astra-theme-css-css" href="${ORIGIN}/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.8.3" media="all">`,
  ],
  header: (p) =>
    `<header id="masthead" class="site-header ast-primary-submenu-animation-fade" role="banner"><div class="ast-container"><div class="site-branding"><a href="/" class="custom-logo-link" rel="home"><img src="${ORIGIN}/wp-content/uploads/2022/05/kvitnesvaer-logo.png" class="custom-logo" alt="Kvitnesvær Fiskarlag" width="220" height="60"></a></div>` +
    `<nav id="site-navigation" class="main-navigation" aria-label="Hovedmeny"><ul id="primary-menu" class="main-header-menu">${MENU[p.lang === 'en' ? 'en' : 'no']!.map(([h, l]) => `<li class="menu-item"><a href="${h}" class="menu-link">${esc(l)}</a></li>`).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer class="site-footer"><div class="ast-container"><p>Kvitnesvær Fiskarlag SA · Kaiveien 4, 8093 Kvitnesvær · Org.nr. 971 284 553 MVA<br>Telefon ${tel('+47 75 58 21 00')} · ${mailto(`post@${HOST}`)}</p><p><a href="/personvern">Personvern</a> · <a href="/medlemsportal">Medlemsportal</a></p></div></footer>`,
  privacyPath: { no: '/personvern', en: '/personvern' },
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'nb' });
const entry = (h1: string, html: string) => `<div id="primary" class="content-area primary"><article class="page type-page status-publish ast-article-single"><header class="entry-header"><h1 class="entry-title">${esc(h1)}</h1></header><div class="entry-content clear">${html}</div></article></div>`;

type Card = { name: string; title: string; local: string; phone: string };
const ADMIN: Card[] = [
  { name: 'Kjersti Nilsen', title: 'daglig leder', local: 'kjersti', phone: '+47 913 40 221' },
  { name: 'Tove Berg', title: 'økonomisjef', local: 'tove', phone: '+47 75 58 21 04' },
  { name: 'Eirik Hansen', title: 'salgssjef fersk fisk og klippfisk', local: 'eirik', phone: '+47 920 17 483' },
  { name: 'Marit Johansen', title: 'kvalitetsansvarlig (HMS og mattrygghet)', local: 'marit', phone: '+47 75 58 21 07' },
];

const REV_ARNFINN = reversed(`arnfinn@${HOST}`);

export function kvitnesvaerFiskarlag(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Forside',
    description: 'Fiskarlag og fiskemottak på Kvitnesvær. Mottak av torsk, sei, hyse og kongekrabbe hele året.',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Kvitnesvær Fiskarlag SA',
        legalName: 'Kvitnesvær Fiskarlag SA',
        url: `${ORIGIN}/`,
        address: { '@type': 'PostalAddress', streetAddress: 'Kaiveien 4', postalCode: '8093', addressLocality: 'Kvitnesvær', addressCountry: 'NO' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'sales', email: `salg@${HOST}`, telephone: '+47 75 58 21 10', availableLanguage: ['Norwegian', 'English'] },
        department: [
          {
            '@type': 'Organization',
            name: 'Fiskemottaket på Kvitnesvær',
            employee: { '@type': 'Person', name: 'Geir Olsen', jobTitle: 'mottaksleder', email: `geir@${HOST}`, telephone: '+47 906 55 312' },
          },
        ],
      },
    ],
    main: entry(
      'Fiskarlaget på yttersida',
      `<p>Kvitnesvær Fiskarlag er et samvirke eid av 46 fiskere og rederier. Vi tar imot fisk fra kystflåten sju dager i uka i sesongen, og omsetter fersk fisk, klippfisk og kongekrabbe til kjøpere i Norge og Europa.</p><p><a href="/fiskemottak">Åpningstider for mottaket</a></p>`,
    ),
  });

  pages['/om-oss'] = page({
    path: '/om-oss',
    title: 'Om oss',
    main: entry(
      'Om oss',
      `<p>Laget ble stiftet i 1958 og har i dag 14 ansatte på land. <a href="/om-oss/styret">Styret</a> velges av årsmøtet.</p><h2>Administrasjonen</h2><div class="wp-block-columns ansatte">` +
        ADMIN.map(
          (c) =>
            `<div class="wp-block-column ansatt-kort"><figure class="wp-block-image"><img src="${ORIGIN}/wp-content/uploads/2023/03/${c.local}-portrett-300x300.jpg" alt="${esc(c.name)}"></figure><h3>${esc(c.name)}</h3><p class="stilling">${esc(c.title)}</p><p>Mob. ${tel(c.phone)}<br>${mailto(`${c.local}@${HOST}`)}</p></div>`,
        ).join('') +
        `</div>`,
    ),
  });

  pages['/om-oss/styret'] = page({
    path: '/om-oss/styret',
    title: 'Styret',
    main: entry(
      'Styret',
      `<p>Styret 2024–2026, valgt på årsmøtet 12. april 2024.</p><figure class="wp-block-table"><table><thead><tr><th>Verv</th><th>Navn</th><th>Fartøy</th><th>E-post</th></tr></thead><tbody>` +
        `<tr><td>Styreleder</td><td>Arnfinn Pedersen</td><td>M/S «Havbris»</td><td><span class="epost" data-e="${REV_ARNFINN}"></span></td></tr>` +
        `<tr><td>Nestleder</td><td>Rune Karlsen</td><td>M/S «Nordkyn»</td><td>${mailto(`rune@${HOST}`)}</td></tr>` +
        `<tr><td>Styremedlem</td><td>Lise Mikkelsen</td><td>M/S «Skjærvær»</td><td></td></tr>` +
        `<tr><td>Styremedlem, ansattes representant</td><td>Ole Martin Sørensen</td><td>–</td><td></td></tr>` +
        `</tbody></table></figure>` +
        `<script>document.querySelectorAll('.epost').forEach(function(el){var a=el.getAttribute('data-e').split('').reverse().join('');el.innerHTML='<a href="mailto:'+a+'">'+a+'</a>';});</script>`,
    ),
  });

  pages['/fiskemottak'] = page({
    path: '/fiskemottak',
    title: 'Fiskemottak',
    main: entry(
      'Fiskemottak',
      `<p>Mottaket er åpent mandag–fredag 07–22 og lørdag 08–16 i skreisesongen (januar–april). Utenom sesong etter avtale.</p><p>Vi tar imot torsk, sei, hyse, lange, brosme og levende kongekrabbe. Is og agn kan bestilles på forhånd.</p>`,
    ),
  });

  pages['/priser-og-oppgjor'] = page({
    path: '/priser-og-oppgjor',
    title: 'Priser og oppgjør',
    main: entry('Priser og oppgjør', `<p>Vi følger Råfisklagets minstepriser og betaler et tillegg for bløgget og godt behandlet fisk. Oppgjør utbetales hver fredag for foregående uke.</p><p>Sluttsedler føres elektronisk i Landingsdata Pro (brukerstøtte: support@landingsdata-pro.no).</p>`),
  });

  pages['/kontakt-oss'] = page({
    path: '/kontakt-oss',
    title: 'Kontakt oss',
    main: entry(
      'Kontakt oss',
      `<p>Sentralbord: ${tel('+47 75 58 21 00')} (08–15.30)<br>E-post: ${mailto(`post@${HOST}`)}</p>` +
        `<p>Salg og ordre: ${mailto(`salg@${HOST}`)}, ${tel('+47 75 58 21 10')}</p>` +
        `<p>Mottaksleder Geir Olsen, tlf. ${tel('+47 906 55 312')}.<br>Landingsmeldinger: ${mailto(`landing@${HOST}`)}</p>`,
    ),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'For buyers',
    lang: 'en',
    main: entry(
      'Fresh fish from the Norwegian coast',
      `<p>We supply fresh cod, saithe and haddock in season, salted and dried clipfish all year and live red king crab by air freight from Bodø.</p><p>Hilde Strand, Export Coordinator, ${mailto(`hilde@${HOST}`)}, +47 917 02 664</p>`,
    ),
  });

  pages['/aktuelt/ny-kvalitetsordning-2025'] = page({
    path: '/aktuelt/ny-kvalitetsordning-2025',
    title: 'Ny kvalitetsordning fra 2025',
    main: entry(
      'Ny kvalitetsordning fra 2025',
      `<p>Fra 1. januar 2025 innfører laget et eget kvalitetstillegg på 1,50 kr/kg for levendelagret torsk og for fisk som er bløgget om bord innen 30 minutter.</p><p>Spørsmål om ordningen kan rettes til Solveig Andreassen, rådgiver for fangstbehandling og kvalitet, på ${mailto(`solveig@${HOST}`)} eller telefon 75 58 21 08.</p>`,
    ),
  });

  pages['/personvern'] = page({ path: '/personvern', title: 'Personvern', main: entry('Personvernerklæring', `<p>Kvitnesvær Fiskarlag SA er behandlingsansvarlig for personopplysninger som samles inn via nettstedet.</p>`) });
  pages['/medlemsportal'] = page({ path: '/medlemsportal', title: 'Medlemsportal', main: entry('Medlemsportal', `<p>Logg inn for å se sluttsedler og oppgjør. Glemt passord? Kontakt oppgjor@${HOST}</p>`) });

  pages['/sitemaps/nettsted.xml'] = xmlPage(urlset(HOST, ['/', '/om-oss', '/om-oss/styret', '/fiskemottak', '/priser-og-oppgjor', '/kontakt-oss', '/en', '/aktuelt/ny-kvalitetsordning-2025', '/personvern'], '2025-02-03'));

  const card = (c: Card) => ({ address: `${c.local}@${HOST}`, name: c.name, title: c.title, pages: ['/om-oss'], cases: ['card', 'plain', 'link-non-english'] as CaseKind[] });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /medlemsportal\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: ${ORIGIN}/sitemaps/nettsted.xml\n`,
      pages,
      headers: { Server: 'nginx' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-39',
      languages: ['no', 'en'],
      addresses: [
        { address: `post@${HOST}`, name: null, title: null, pages: ['/', '/kontakt-oss'], cases: ['role', 'plain'] },
        { address: `salg@${HOST}`, name: null, title: null, pages: ['/', '/kontakt-oss'], cases: ['role', 'plain', 'json-ld-contact-point', 'link-non-english'] },
        { address: `geir@${HOST}`, name: 'Geir Olsen', title: 'mottaksleder', pages: ['/'], cases: ['json-ld-nested', 'json-ld-person', 'json-ld-only'] },
        ...ADMIN.map(card),
        { address: `arnfinn@${HOST}`, name: 'Arnfinn Pedersen', title: 'Styreleder', pages: ['/om-oss/styret'], encoded: { kind: 'reversed', text: REV_ARNFINN }, cases: ['table', 'deep-page', 'script-reversed', 'link-non-english'] },
        { address: `rune@${HOST}`, name: 'Rune Karlsen', title: 'Nestleder', pages: ['/om-oss/styret'], cases: ['table', 'deep-page', 'plain', 'link-non-english'] },
        { address: `landing@${HOST}`, name: null, title: null, pages: ['/kontakt-oss'], cases: ['neighbour', 'plain', 'link-non-english'] },
        { address: `hilde@${HOST}`, name: 'Hilde Strand', title: 'Export Coordinator', pages: ['/en'], cases: ['name-title-line', 'plain'] },
        { address: `solveig@${HOST}`, name: 'Solveig Andreassen', title: 'rådgiver for fangstbehandling og kvalitet', pages: ['/aktuelt/ny-kvalitetsordning-2025'], cases: ['sitemap-robots', 'prose', 'plain'] },
      ],
      pattern: '{first}',
      disallowed: ['/medlemsportal'],
      nonAddresses: [
        { text: 'support@landingsdata-pro.no', kind: 'other-company' },
        { text: `oppgjor@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
